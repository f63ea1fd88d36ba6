/**
 * The path and query of an absolute URL as the server gives it (already normalized: @hono/node-server parses any
 * request target that is not plainly valid), the same as `pathname + search` without building a URL object, which
 * costs more than the rest of a cached page's lookup. A fragment, if one came, is left out as URL does.
 */
export function pathAndQuery(url: string): string {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  if (path === -1) return '/';
  const fragment = url.indexOf('#', path);
  return fragment === -1 ? url.slice(path) : url.slice(path, fragment);
}

/** The path alone (`pathname`), as pathAndQuery reads it. */
export function pathOnly(url: string): string {
  const target = pathAndQuery(url);
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}
