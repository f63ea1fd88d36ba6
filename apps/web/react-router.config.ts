import type { Config } from '@react-router/dev/config';

// React Router 8: middleware (loaders read the use cases from the router context, DESIGN.md), the Vite environment
// API, split route modules, pass-through requests and trailing-slash-aware data URLs (`/_.data` for the home page)
// are no longer flags but how it works. Loaders, actions and middleware get the HTTP request as it came (a client
// navigation's `/path.data?_routes=…`) and read the page's address from their `url` argument
// (app/routing/page-request.ts).
export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // `npm run dev` only (the build is the same): Vite's dependency scan starts from the client entry and every route
    // module, so jotai, the icons, CodeMirror, Sentry… are pre-bundled before the first page is served. Without it,
    // a first run (no node_modules/.vite yet) found them during the first page load, bundled again, answered
    // 504 Outdated Optimize Dep and reloaded the page, which then did not hydrate.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
