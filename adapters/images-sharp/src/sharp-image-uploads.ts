import { err, ok, type ImageUploads } from '@pretscope/core';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sniffImageFormat, type SourceFormat } from './sniff-image-format.ts';

export interface SharpImageUploadsOptions {
  /** UPLOADS_DIR: the folder served under /uploads/. */
  uploadsDir: string;
  /** Largest file accepted (default 5 MB). */
  maxBytes?: number;
  /** Largest image accepted, in pixels (default 40 megapixels). */
  maxPixels?: number;
}

const EXTENSIONS: Readonly<Record<SourceFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif', svg: 'svg' };

/**
 * Stores an uploaded image under its content's hash (`logos/<sha-256>.png`): the same file uploaded twice is kept
 * once, and a name never carries anything the uploader chose. The format is read from the bytes (a text renamed
 * logo.png is refused), then the image is decoded by sharp within the size bounds, so that only images the site
 * can show are kept. SVG is accepted as the optimisation route accepts it (XML with an <svg> root, no entities);
 * /uploads/ serves it with a sandbox policy, and an <img> never runs its scripts.
 */
export function createSharpImageUploads({
  uploadsDir,
  maxBytes = 5 * 1024 * 1024,
  maxPixels = 40_000_000,
}: SharpImageUploadsOptions): ImageUploads {
  return {
    async store({ folder, bytes }) {
      if (bytes.length > maxBytes) return err({ type: 'upload/too-large', maxBytes });
      const format = sniffImageFormat(bytes);
      if (!format) return err({ type: 'upload/not-an-image' });
      let width = 0;
      let height = 0;
      try {
        const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
        width = metadata.width ?? 0;
        height = metadata.height ?? 0;
        if (width * height > maxPixels) return err({ type: 'upload/too-large', maxBytes });
        // Decoded once within the bounds: a truncated or corrupt file is refused here, not on the site.
        await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
          .resize(16, 16, { fit: 'inside', withoutEnlargement: true })
          .raw()
          .toBuffer();
      } catch {
        return err({ type: 'upload/unreadable' });
      }
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[format]}`;
      const directory = join(uploadsDir, folder);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, name), bytes);
      return ok({ path: `/uploads/${folder}/${name}`, width, height });
    },
  };
}
