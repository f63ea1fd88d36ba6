import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  // Workspace packages are TypeScript sources (their `source` export condition): bundle them into the build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: [/^@pretscope\//],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] },
  },
  build: { target: 'es2022' },
});
