import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { pathOnly } from './url-parts.ts';

/**
 * The site's build as two route trees, each with a request handler of its own (decision 0028): the public site and
 * the back office (every route under `/_admin_`, apps/web/app/admin-routes.ts), both under the root route. A request
 * goes to the tree its path belongs to, so a public page's request handler matches its path against the public
 * routes only, and its render builds only their route tree (React Router's `ServerRouter` builds the route tree of
 * its build on every render). The browser build is one: React Router asks the server which routes serve a path
 * before it navigates there (`/__manifest?paths=…`), and each path is asked of its own tree, so client navigation
 * works within and across the trees as it did with one.
 *
 * This is what React Router's `serverBundles` option makes at build time, made from the one build when the server
 * starts: with two server bundles, Vite 8 writes an asset the two share (a font the server's inline style sheet
 * names) in one bundle only and React Router's build fails moving it (decision 0028).
 */

/** The back office's first path segment (apps/web/app/admin-routes.ts). */
export const ADMIN_SEGMENT = '_admin_';

type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>;
type Mode = Parameters<typeof createRequestHandler>[1];

/** Whether a request's path is the back office's: its first segment, decoded and in any case, as React Router matches. */
export function isAdminPath(pathname: string): boolean {
  const end = pathname.indexOf('/', 1);
  let first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  if (first.includes('%')) {
    try {
      first = decodeURIComponent(first);
    } catch {
      return false; // React Router answers such a path 404 wherever it goes
    }
  }
  first = first.toLowerCase();
  // `/_admin_.data` is the data URL of `/_admin_` (a client navigation to the back office's home).
  return first === ADMIN_SEGMENT || first === `${ADMIN_SEGMENT}.data`;
}

/** The build's routes of one tree: the root route and the routes under it that `keep` (given a route's id) wants. */
function treeOf<Build extends ServerBuild>(build: Build, keep: (id: string) => boolean): Build {
  const pick = <T>(routes: Record<string, T | undefined>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id))) as Record<string, T>;
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/** The build split in two: the public site's routes and the back office's, the root route in both. */
export function siteTrees<Build extends ServerBuild>(build: Build): { site: Build; admin: Build } {
  const inAdmin = new Map<string, boolean>();
  const isAdmin = (id: string): boolean => {
    const known = inAdmin.get(id);
    if (known !== undefined) return known;
    const route = build.routes[id];
    const parent = route?.parentId ? build.routes[route.parentId] : undefined;
    // A route of the back office is the one at `_admin_` under the root, or a route under it.
    const answer = route?.parentId ? (!parent?.parentId && route.path === ADMIN_SEGMENT) || isAdmin(route.parentId) : false;
    inAdmin.set(id, answer);
    return answer;
  };
  const isRoot = (id: string) => !build.routes[id]?.parentId;
  return {
    site: treeOf(build, (id) => isRoot(id) || !isAdmin(id)),
    admin: treeOf(build, (id) => isRoot(id) || isAdmin(id)),
  };
}

/**
 * React Router's request handler for the site, made once per build: a request goes to its tree's handler, and a
 * route manifest request (`/__manifest?paths=…`, lazy route discovery) asks each tree for its own paths and answers
 * both trees' routes together.
 */
export function siteRequestHandler(build: ServerBuild, mode: Mode): Handler {
  const trees = siteTrees(build);
  const site = createRequestHandler(trees.site, mode);
  const admin = createRequestHandler(trees.admin, mode);
  const discovery = build.routeDiscovery;
  const manifestPath =
    discovery.mode === 'lazy' ? `${(build.basename ?? '/').replace(/\/$/, '')}${discovery.manifestPath ?? '/__manifest'}` : undefined;
  const manifest = async (request: Request, context: RouterContextProvider): Promise<Response> => {
    const url = new URL(request.url);
    const paths = (url.searchParams.get('paths') ?? '').split(',').filter(Boolean);
    const adminPaths = paths.filter((path) => isAdminPath(path.startsWith('/') ? path : `/${path}`));
    if (adminPaths.length === 0) return site(request, context);
    if (adminPaths.length === paths.length) return admin(request, context);
    const asked = (handler: Handler, wanted: string[]) => {
      const part = new URL(url);
      part.searchParams.set('paths', wanted.join(','));
      return handler(new Request(part, request), context);
    };
    const answers = await Promise.all([
      asked(
        site,
        paths.filter((path) => !adminPaths.includes(path)),
      ),
      asked(admin, adminPaths),
    ]);
    // A refusal or a "reload the document" (another build's version) is the answer as it is.
    const refused = answers.find((answer) => answer.status !== 200);
    if (refused) return refused;
    const [first, second] = answers as [Response, Response];
    const routes = { ...((await first.json()) as object), ...((await second.json()) as object) };
    return Response.json(routes, { headers: first.headers });
  };
  return (request, context) => {
    const pathname = pathOnly(request.url);
    if (pathname === manifestPath) return manifest(request, context);
    return isAdminPath(pathname) ? admin(request, context) : site(request, context);
  };
}
