import { escapeJsonForScript } from '../components/page-fragment.server.ts';

const START = 'window.__reactRouterManifest = ';
const END = ';\n  window.__reactRouterRouteModules';

/**
 * A document with React Router's inline route manifest written without indentation (issue 23). In its lazy route
 * discovery, React Router writes the part of the manifest a page needs into the page itself, pretty-printed with two
 * spaces (`JSON.stringify(…, null, 2)`): on an article, 5.7 KB of the page, two fifths of it white space. The JSON is
 * read and written again compact and escaped for a script; anything else (another React Router's output, JSON that
 * does not parse) leaves the document as it is.
 */
export function withCompactRouteManifest(html: string): string {
  const start = html.indexOf(START);
  if (start === -1) return html;
  const from = start + START.length;
  const end = html.indexOf(END, from);
  if (end === -1) return html;
  let manifest: unknown;
  try {
    manifest = JSON.parse(html.slice(from, end));
  } catch {
    return html;
  }
  return html.slice(0, from) + escapeJsonForScript(JSON.stringify(manifest)) + html.slice(end);
}
