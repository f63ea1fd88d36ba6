import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Loaders read the use cases from the router context (DESIGN.md), which needs the middleware context API.
    v8_middleware: true,
  },
} satisfies Config;
