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
  // SOURCEMAP=1 npm run build writes source maps beside the chunks, to see which module weighs what in a page's
  // JavaScript (decision 0016); never in a build that is served.
  build: { target: 'es2022', sourcemap: process.env.SOURCEMAP === '1' },
});
