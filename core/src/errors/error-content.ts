import { LOGGED_ERROR_CONTENT_MAX_LENGTH, LOGGED_ERROR_URL_MAX_LENGTH } from './logged-error-limits.ts';

/** What a logged error's `content` starts with (spec §8: content 'error : …'). */
export const LOGGED_ERROR_PREFIX = 'error : ';

/**
 * One line naming an error: its message, after its class when that says more than `Error` ('TypeError: x is
 * undefined'). Anything thrown that is not an Error (a string, an object) is written out as well as it can be.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')) {
    const { name, message } = error as { name?: unknown; message: string };
    const kind = typeof name === 'string' && name !== '' && name !== 'Error' ? `${name}: ` : '';
    return `${kind}${message}`;
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * A logged error's content: 'error : ' and the message, then the stack trace when there is one (its first line
 * repeats the message and is left out), cut to what the column holds. Nothing of the visitor is in it.
 */
export function loggedErrorContent(error: unknown): string {
  const message = errorMessageOf(error);
  let stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  // V8 starts a stack with 'Name: message' (what String(error) gives); Firefox and Safari give the frames alone.
  const heading = error instanceof Error ? String(error) : '';
  if (heading !== '' && stack.startsWith(heading)) stack = stack.slice(heading.length);
  const frames = stack.split('\n').filter((line) => line.trim() !== '');
  const content = `${LOGGED_ERROR_PREFIX}${message || '(sans message)'}${frames.length > 0 ? `\n${frames.join('\n')}` : ''}`;
  return content.length <= LOGGED_ERROR_CONTENT_MAX_LENGTH ? content : `${content.slice(0, LOGGED_ERROR_CONTENT_MAX_LENGTH - 1)}…`;
}

/** The page's path and query, cut to what a logged error's `url` holds. */
export function loggedErrorUrl(url: string): string {
  return url.length <= LOGGED_ERROR_URL_MAX_LENGTH ? url : `${url.slice(0, LOGGED_ERROR_URL_MAX_LENGTH - 1)}…`;
}
