import type { Context, Hono } from 'hono';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { takeShownOffers } from './impression-counting.ts';
import { siteRequestHandler } from './site-trees.ts';
import type { mountWeb } from './web-handler.ts';

type SiteBuild = ServerBuild & { entry: { module: { appContext: RouterContext<unknown> } } };

/** React Router's virtual module: the server build made from apps/web's sources by Vite, on demand. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/**
 * `npm run dev` only: the site's pages rendered from the sources through Vite (which serves the browser modules
 * and hot updates itself, before Hono sees the request). The build is asked of Vite for every request, so an
 * edited loader or component is used at once, without a restart. No page cache: a page always shows the code
 * just saved. The loaders get the use cases through the router context, as in production (web-handler.ts), and the
 * public site and the back office are two route trees, as in production (site-trees.ts): the request handler is
 * made once per build Vite gives (the same module until a source changes).
 */
export function devSiteMounter(vite: ViteDevServer): typeof mountWeb {
  const handlers = new WeakMap<SiteBuild, ReturnType<typeof siteRequestHandler>>();
  return async (app: Hono, scopeFor: (c: Context) => unknown, _cache, countShown = () => undefined) => {
    app.all('*', async (c) => {
      const build = (await vite.ssrLoadModule(SERVER_BUILD)) as SiteBuild;
      const context = new RouterContextProvider();
      context.set(build.entry.module.appContext, scopeFor(c));
      try {
        let handle = handlers.get(build);
        if (!handle) handlers.set(build, (handle = siteRequestHandler(build, 'development')));
        const response = await handle(c.req.raw, context);
        // A comparator page's offers count as in production, and their header is not sent (impression-counting.ts).
        const shown = takeShownOffers(response);
        if (response.status === 200) countShown(c.req.raw, shown);
        return response;
      } catch (error) {
        // Point the stack trace at the sources, not at Vite's transformed code.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    });
  };
}
