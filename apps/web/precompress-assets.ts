import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(m?js|css|svg|json|txt|xml|html)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the browser build, once and at the highest levels, so
 * that the server answers the compressed bytes to browsers that accept them (serveStatic's `precompressed`)
 * instead of compressing on every request. Lighthouse counts these bytes on a slow mobile line: the JavaScript and
 * CSS of a page are about three times smaller.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'pretscope:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const directory = options.dir;
      if (this.environment.name !== 'client' || !directory) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(directory, file);
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipped(source, { level: 9 }),
            ]);
            // A compressed copy is only worth serving when it is smaller (tiny files are not).
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}
