import {
  err,
  IMAGE_CONTENT_TYPES,
  imageModifiersQuery,
  imageOutputSize,
  MAX_IMAGE_DIMENSION,
  ok,
  type ImageError,
  type ImageFormat,
  type ImageMetadata,
  type ImageModifiers,
  type ImageOptimizer,
  type OptimizedImage,
  type Result,
} from '@pretscope/core';
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { createDiskCache } from './disk-cache.ts';
import { resolveSource, type ResolvedSource } from './resolve-source.ts';
import { formatOfExtension, sniffImageFormat, type SourceFormat } from './sniff-image-format.ts';
import { createTaskLimiter } from './task-limiter.ts';

export interface SharpImageOptimizerOptions {
  /**
   * The folders the route reads, by the first segment of a source path: `{ uploads: '/srv/data/uploads' }` serves
   * `uploads/logos/a.png`. Local folders only: the route never fetches anything over the network.
   */
  roots: Readonly<Record<string, string>>;
  /** Where rendered images are kept. */
  cacheDir: string;
  /** Bound of the cache folder (default 512 MB); the oldest renderings go first. */
  maxCacheBytes?: number;
  /** Largest image decoded, in pixels (default 40 megapixels: a 7 700 × 5 200 photo). */
  maxInputPixels?: number;
  /** Largest source file read, in bytes (default 20 MB). */
  maxInputBytes?: number;
  /** Renderings at once (default 2, the machine's cores) and waiting (default 32) before answering "busy". */
  concurrency?: number;
  maxQueued?: number;
  /** A rendering taking longer is abandoned (default 20 s). */
  timeoutSeconds?: number;
}

/** Bump when the rendering changes, so that cached files made the old way are not served. */
const RENDERING_VERSION = 1;
const SVG_DENSITY = 72;
const MAX_SVG_DENSITY = 100_000;

interface ReadSource {
  source: ResolvedSource;
  bytes: Buffer;
  format: SourceFormat;
  width: number;
  height: number;
}

type ReadError = Extract<ImageError, { type: 'image/not-found' | 'image/unsupported' | 'image/too-large' }>;

/**
 * The ImageOptimizer port with sharp (libvips), for the optimisation route (spec §2). Local files under the given
 * roots only; the content decides the format (never the name alone); input pixels and bytes bounded; outputs jpeg,
 * png, webp or avif, never SVG: an SVG source is drawn to pixels by librsvg from memory, which runs no script and
 * loads no file or URL it references, so nothing in it can run in the site's origin. Renderings are cached on disk
 * by a hash of the source's identity (path, size, modification time) and the modifiers.
 */
export function createSharpImageOptimizer(options: SharpImageOptimizerOptions): ImageOptimizer {
  const roots = { ...options.roots };
  const maxInputPixels = options.maxInputPixels ?? 40_000_000;
  const maxInputBytes = options.maxInputBytes ?? 20 * 1024 * 1024;
  const timeoutSeconds = options.timeoutSeconds ?? 20;
  const cache = createDiskCache({ dir: options.cacheDir, maxBytes: options.maxCacheBytes ?? 512 * 1024 * 1024 });
  const limiter = createTaskLimiter({ concurrency: options.concurrency ?? 2, maxQueued: options.maxQueued ?? 32 });
  /** Renderings under way, so that many requests for one new size render it once. */
  const inFlight = new Map<string, Promise<Result<OptimizedImage, ImageError>>>();
  /** Sizes already read, by file identity: article pages ask for them on every render. */
  const metadataMemo = new Map<string, ImageMetadata>();

  async function readSource(sourcePath: string): Promise<Result<ReadSource, ReadError>> {
    const source = await resolveSource(roots, sourcePath);
    if (!source) return err({ type: 'image/not-found' });
    if (source.size > maxInputBytes) return err({ type: 'image/too-large' });
    let bytes: Buffer;
    try {
      // O_NOFOLLOW: the real path was checked; a link swapped in since is refused rather than followed.
      const handle = await open(source.file, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        bytes = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch {
      return err({ type: 'image/not-found' });
    }
    if (bytes.length > maxInputBytes) return err({ type: 'image/too-large' });
    const format = sniffImageFormat(bytes);
    if (format === null || format !== formatOfExtension(sourcePath)) return err({ type: 'image/unsupported' });
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
      const width = metadata.autoOrient?.width ?? metadata.width;
      const height = metadata.autoOrient?.height ?? metadata.height;
      if (!(width > 0) || !(height > 0)) return err({ type: 'image/unsupported' });
      // A raster's header is checked before a single pixel is decoded (a small file can declare gigapixels).
      if (format !== 'svg' && width * height > maxInputPixels) return err({ type: 'image/too-large' });
      return ok({ source, bytes, format, width, height });
    } catch {
      return err({ type: 'image/unsupported' });
    }
  }

  async function render(read: ReadSource, modifiers: ImageModifiers, outputFormat: ImageFormat): Promise<Result<Uint8Array, ImageError>> {
    const vector = read.format === 'svg';
    const size = imageOutputSize({ width: read.width, height: read.height }, modifiers, {
      maxDimension: MAX_IMAGE_DIMENSION,
      enlarge: vector,
    });
    let density: number | undefined;
    if (vector) {
      // Draw the vector at the scale the output needs (never at its declared size, which may be enormous).
      const scaleX = size.width / read.width;
      const scaleY = size.height / read.height;
      const scale = size.fit === 'contain' ? Math.min(scaleX, scaleY) : Math.max(scaleX, scaleY);
      density = Math.min(MAX_SVG_DENSITY, Math.max(1, SVG_DENSITY * scale));
    }
    try {
      let pipeline = sharp(read.bytes, {
        limitInputPixels: maxInputPixels,
        failOn: 'error',
        autoOrient: true,
        sequentialRead: true,
        ...(density !== undefined ? { density } : {}),
      })
        .timeout({ seconds: timeoutSeconds })
        .resize(size.width, size.height, { fit: size.fit, background: { r: 255, g: 255, b: 255, alpha: outputFormat === 'jpeg' ? 1 : 0 } });
      // JPEG has no transparency: transparent parts (logos, SVG backgrounds) become white, not black.
      if (outputFormat === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' });
      const quality = modifiers.quality;
      pipeline =
        outputFormat === 'jpeg'
          ? pipeline.jpeg({ quality: quality ?? 80, mozjpeg: true })
          : outputFormat === 'png'
            ? pipeline.png({ ...(quality ? { quality, palette: quality < 100 } : {}), compressionLevel: 9 })
            : outputFormat === 'webp'
              ? pipeline.webp({ quality: quality ?? 80 })
              : pipeline.avif({ quality: quality ?? 50, effort: 3 });
      return ok(new Uint8Array(await pipeline.toBuffer()));
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) return err({ type: 'image/too-large' });
      if (/timeout/i.test(message)) return err({ type: 'image/busy' });
      return err({ type: 'image/unsupported' });
    }
  }

  return {
    async metadata(sourcePath) {
      const zero: ImageMetadata = { width: 0, height: 0, format: null };
      const source = await resolveSource(roots, sourcePath);
      if (!source) return zero;
      const key = `${source.file}\0${source.size}\0${source.mtimeMs}`;
      const known = metadataMemo.get(key);
      if (known) return known;
      const read = await readSource(sourcePath);
      // Spec §2: an image whose metadata cannot be read has zero sizes; so has one the route would not render.
      const metadata = read.ok ? { width: read.value.width, height: read.value.height, format: read.value.format } : zero;
      if (metadataMemo.size >= 2_000) metadataMemo.delete(metadataMemo.keys().next().value!);
      metadataMemo.set(key, metadata);
      return metadata;
    },

    async transform(sourcePath, modifiers) {
      const source = await resolveSource(roots, sourcePath);
      if (!source) return err({ type: 'image/not-found' });
      const expected = formatOfExtension(sourcePath);
      const outputFormat: ImageFormat =
        modifiers.format ?? (expected === 'jpeg' || expected === 'png' || expected === 'webp' || expected === 'avif' ? expected : 'png');
      const key = createHash('sha256')
        .update(
          `${RENDERING_VERSION}\0${sourcePath}\0${source.size}\0${source.mtimeMs}\0${imageModifiersQuery({ ...modifiers, format: outputFormat })}`,
        )
        .digest('hex');
      const name = `${key}.${outputFormat}`;
      const answer = (body: Uint8Array): OptimizedImage => ({
        body,
        contentType: IMAGE_CONTENT_TYPES[outputFormat],
        etag: `"${key.slice(0, 32)}"`,
      });

      const cached = await cache.get(name);
      if (cached) return ok(answer(cached));
      const pending = inFlight.get(name);
      if (pending) return pending;
      const work = (async (): Promise<Result<OptimizedImage, ImageError>> => {
        const done = await limiter.run(async () => {
          const read = await readSource(sourcePath);
          if (!read.ok) return read;
          const rendered = await render(read.value, modifiers, outputFormat);
          if (!rendered.ok) return rendered;
          await cache.put(name, rendered.value).catch(() => undefined); // a full disk costs speed, not the answer
          return ok(answer(rendered.value));
        });
        return done ? done.value : err({ type: 'image/busy' });
      })();
      inFlight.set(name, work);
      try {
        return await work;
      } finally {
        inFlight.delete(name);
      }
    },
  };
}
