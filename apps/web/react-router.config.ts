import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Loaders read the use cases from the router context (DESIGN.md), which needs the middleware context API.
    v8_middleware: true,
    // `npm run dev` only (the build is the same): Vite's dependency scan starts from the client entry and every route
    // module, so jotai, the icons, CodeMirror, Sentry… are pre-bundled before the first page is served. Without it,
    // a first run (no node_modules/.vite yet) found them during the first page load, bundled again, answered
    // 504 Outdated Optimize Dep and reloaded the page, which then did not hydrate.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
