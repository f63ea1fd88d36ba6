import type { JsonApiErrorObject } from './json-api.ts';

/** Raw bodies longer than this are cut in the message (the whole text stays in `ApiError.body`). */
export const MAX_BODY_IN_MESSAGE = 1000;

export interface ApiErrorInit {
  method: string;
  url: string;
  /** The HTTP status, or 0 when no answer arrived. */
  status: number;
  /** The answer's body as text ('' when there was none). */
  body?: string;
  /** The lines after the first one; by default they are made from the body. */
  detail?: string;
  cause?: unknown;
}

/**
 * A call that failed (spec §8, DESIGN.md "The JSON API"). The message is `METHOD URL STATUS`, then:
 * - for a JSON:API error document, one line per error: `path: message`, where the path is the error's
 *   `source.pointer` without its `/data/attributes/` (or `/data/relationships/`) prefix and with its segments
 *   joined by dots (`/data/attributes/config/stats/min` → `config.stats.min`; `/data/type` → `data.type`), or its
 *   `source.parameter` as it is (`filter[colour]`); the message is the error's detail, else its title. An error
 *   that points nowhere gives only its message.
 * - otherwise the raw body text (cut after MAX_BODY_IN_MESSAGE characters), when there is one.
 * When no answer arrived (network failure) the status is 0 and the first line reads `METHOD URL (no answer)`,
 * followed by the reason.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly url: string;
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The JSON:API errors of the answer; empty when the body was not an error document. */
  readonly errors: JsonApiErrorObject[];
  /** The answer's body as text; '' when there was none. */
  readonly body: string;

  constructor({ method, url, status, body = '', detail, cause }: ApiErrorInit) {
    const errors = parseErrorDocument(body) ?? [];
    const rest = detail ?? (errors.length > 0 ? errors.map(errorLine).join('\n') : excerpt(body));
    const head = status === 0 ? `${method} ${url} (no answer)` : `${method} ${url} ${status}`;
    super(rest === '' ? head : `${head}\n${rest}`, cause === undefined ? undefined : { cause });
    this.method = method;
    this.url = url;
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/** The errors of a JSON:API error document (`{ errors: [...] }`), or undefined when the text is not one. */
export function parseErrorDocument(text: string): JsonApiErrorObject[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.errors)) return undefined;
  const errors = parsed.errors.filter(isRecord) as JsonApiErrorObject[];
  return errors.length > 0 ? errors : undefined;
}

/** One line of the message for one error: `path: message`, or the message alone when it points nowhere. */
export function errorLine(error: JsonApiErrorObject): string {
  const message = text(error.detail) ?? text(error.title) ?? text(error.code) ?? `error ${text(error.status) ?? ''}`.trim();
  const source: Record<string, unknown> = isRecord(error.source) ? error.source : {};
  const path = typeof source.pointer === 'string' ? pointerPath(source.pointer) : (text(source.parameter) ?? text(source.header));
  return path ? `${path}: ${message}` : message;
}

/**
 * The field path of a JSON pointer (RFC 6901) into a request document: `/data/attributes/email` → `email`,
 * `/data/attributes/config/stats/min` → `config.stats.min`, `/data/relationships/advertiser` → `advertiser`,
 * `/data/type` → `data.type`, `/` or `` → ``. `~1` and `~0` are read back as `/` and `~`.
 */
export function pointerPath(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const [first, second] = segments;
  const inside = first === 'data' && (second === 'attributes' || second === 'relationships') && segments.length > 2;
  return (inside ? segments.slice(2) : segments).filter((segment) => segment !== '').join('.');
}

function excerpt(body: string): string {
  const trimmed = body.trim();
  return trimmed.length > MAX_BODY_IN_MESSAGE ? `${trimmed.slice(0, MAX_BODY_IN_MESSAGE)}…` : trimmed;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
