import { preferenceVariant } from '@pretscope/core';
import { pathAndQuery, pathOnly } from './url-parts.ts';

/**
 * The key under which a page's HTML may be shared with other visitors, or null when the answer may be personal.
 * Only anonymous GETs of documents are shared: anything with credentials (an Authorization header, or any cookie
 * but a preference cookie such as the remembered country), a form post, or a data request (`.data`, answered
 * for client navigations) is not. A preference changes the page, so its value is part of the key; an unknown
 * value reads as none, as the pages read it.
 */
export function pageCacheKey(request: {
  method: string;
  url: string;
  authorization?: string | null;
  cookie?: string | null;
}): string | null {
  if (request.method !== 'GET' || request.authorization) return null;
  if (pathOnly(request.url).endsWith('.data')) return null;
  const target = pathAndQuery(request.url);
  // No cookie at all, the most frequent case: nothing to read.
  if (!request.cookie) return target;
  const preferences = preferenceVariant(request.cookie);
  if (!preferences.onlyPreferences) return null;
  // '#' never reaches a server in a URL (it starts the fragment), so a key with a variant cannot collide with a path.
  return `${target}${preferences.variant ? `#${preferences.variant}` : ''}`;
}
