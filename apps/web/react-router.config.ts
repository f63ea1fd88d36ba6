import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Loaders read the use cases from the router context (DESIGN.md), which needs the middleware context API.
    v8_middleware: true,
    // A route's clientLoader, clientAction, clientMiddleware and HydrateFallback go in chunks of their own, fetched
    // beside (not after) the component's.
    v8_splitRouteModules: true,
    // The build and `npm run dev` go through Vite's environment API (a client and an ssr environment).
    v8_viteEnvironmentApi: true,
    // Loaders, actions and middleware get the HTTP request as it came (a client navigation's `/path.data?_routes=…`):
    // what they read of the page's address comes from their `url` argument, React Router's normalised address.
    v8_passThroughRequests: true,
    // A client navigation's data URL keeps the page's trailing slash (`/a/b/_.data`); the home page's is `/_.data`.
    v8_trailingSlashAwareDataRequests: true,
    // `npm run dev` only (the build is the same): Vite's dependency scan starts from the client entry and every route
    // module, so jotai, the icons, CodeMirror, Sentry… are pre-bundled before the first page is served. Without it,
    // a first run (no node_modules/.vite yet) found them during the first page load, bundled again, answered
    // 504 Outdated Optimize Dep and reloaded the page, which then did not hydrate.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
