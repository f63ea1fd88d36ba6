import { escapeJsonForScript } from '../components/page-fragment.server.ts';

const START = 'window.__reactRouterManifest = ';
const END = ';\n  window.__reactRouterRouteModules';
const ROUTE_MODULES = /^;\n {2}window\.__reactRouterRouteModules = \{([^}]*)\}/;
const ROUTE_MODULE_ID = /"([^"]+)":route\d+/g;

interface ManifestRoute {
  parentId?: string;
  index?: boolean;
}

/**
 * A document with React Router's inline route manifest written without indentation, and without the routes the page
 * does not need (issue 23).
 *
 * - **Compact.** In its lazy route discovery, React Router writes the part of the manifest a page needs into the page
 *   itself, pretty-printed with two spaces (`JSON.stringify(…, null, 2)`): on an article, 5.7 KB of the page, two
 *   fifths of it white space.
 * - **The page's routes.** That part holds the routes of the page and those of every shorter path of its address
 *   (`getPartialManifest`): an article at `/articles/immobilier/x` also carries the article list and the article
 *   outside a subcategory, 1.3 KB its visitor may never use. Each is found again when needed: React Router asks the
 *   server for the routes of an address it cannot match, or matches with parameters, before it navigates there (and
 *   for the links on screen once the page is hydrated). What it could match wrongly without asking is a route of the
 *   page on its own, a layout without its index: `/` would show the root alone. So the routes kept are those of the
 *   page (`__reactRouterRouteModules`, written next to the manifest) and the index routes among their children.
 *
 * The JSON is read and written again compact and escaped for a script; anything else (another React Router's output,
 * JSON that does not parse, a page route missing from the manifest) leaves the document as it is, or the manifest
 * whole.
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
  const pageRoutes = [...(ROUTE_MODULES.exec(html.slice(end, end + 2_000))?.[1] ?? '').matchAll(ROUTE_MODULE_ID)].map((match) => match[1]!);
  return html.slice(0, from) + escapeJsonForScript(JSON.stringify(withPageRoutesOnly(manifest, pageRoutes))) + html.slice(end);
}

/** The manifest with only the page's routes and their index children; the manifest whole when it is not as expected. */
export function withPageRoutesOnly(manifest: unknown, pageRoutes: readonly string[]): unknown {
  if (pageRoutes.length === 0 || typeof manifest !== 'object' || manifest === null || !('routes' in manifest)) return manifest;
  const routes = manifest.routes;
  if (typeof routes !== 'object' || routes === null) return manifest;
  const all = routes as Record<string, ManifestRoute | null>;
  if (!pageRoutes.every((id) => typeof all[id] === 'object' && all[id] !== null)) return manifest;
  const page = new Set(pageRoutes);
  const kept = Object.fromEntries(
    Object.entries(all).filter(
      ([id, route]) => page.has(id) || (route?.index === true && route.parentId !== undefined && page.has(route.parentId)),
    ),
  );
  return { ...manifest, routes: kept };
}
