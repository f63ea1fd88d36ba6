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
        test: { name: 'apps', include: ['apps/*/src/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'api', include: ['test/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'package', include: ['test/package/**/*.test.ts'], testTimeout: 180_000 },
      },
    ],
  },
});
