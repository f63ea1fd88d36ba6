import { defineConfig } from 'vitest/config';

// One project per package so that each runs with the settings it needs; later packages add themselves here.
// The `source` condition makes workspace packages resolve to their TypeScript sources (see core/package.json).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['core/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'adapters', include: ['adapters/*/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'apps', include: ['apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'api', include: ['test/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        // Browser and fault tests drive real processes on a shared 2-core machine: one retry keeps a scheduling hiccup
        // from failing CI, while a test that fails twice in a row still fails it (test/README.md).
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, retry: 1 },
      },
      {
        // Fault and scale-out tests: real server processes killed, restarted and cut from PostgreSQL (issue 8).
        extends: true,
        test: {
          name: 'faults',
          include: ['test/faults/**/*.test.ts', 'test/scale/**/*.test.ts'],
          testTimeout: 150_000,
          hookTimeout: 120_000,
          retry: 1,
        },
      },
      {
        extends: true,
        test: { name: 'package', include: ['test/package/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
    ],
  },
});
