import type { ImageModifiers } from '../images/image-modifiers.ts';
import type { Result } from '../result.ts';

export interface ImageMetadata {
  /** Pixels (for SVG, its declared size); 0 × 0 when the file cannot be read as an image (spec §2). */
  width: number;
  height: number;
  /** 'jpeg', 'png', 'webp', 'avif', 'gif' or 'svg'; null when unreadable. */
  format: string | null;
}

export interface OptimizedImage {
  body: Uint8Array;
  contentType: string;
  /** A strong ETag (quoted) that changes when the source or the modifiers do. */
  etag: string;
}

export type ImageError =
  | { type: 'image/not-found' }
  /** The file is not an image the route reads (wrong content for its extension, or a format it does not open). */
  | { type: 'image/unsupported' }
  /** More input pixels or bytes than the route accepts to decode. */
  | { type: 'image/too-large' }
  /** Too many renderings already waiting: try again shortly. */
  | { type: 'image/busy' };

/**
 * The image optimisation route's capability (spec §2): reads local images by source path (`uploads/logos/a.png`, a
 * root name then the path inside it) and renders them with the route's modifiers.
 */
export interface ImageOptimizer {
  /** The image's size; never fails: an unreadable or missing file answers 0 × 0. */
  metadata(sourcePath: string): Promise<ImageMetadata>;
  transform(sourcePath: string, modifiers: ImageModifiers): Promise<Result<OptimizedImage, ImageError>>;
}
