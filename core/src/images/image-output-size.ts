import { MAX_IMAGE_DIMENSION, type ImageFit, type ImageModifiers } from './image-modifiers.ts';

export interface ImageSize {
  width: number;
  height: number;
}

export interface ImageOutputSize extends ImageSize {
  /**
   * How the source goes into the output box: `fill` when the size above already keeps the source's proportions
   * (one dimension given, or `inside` / `outside`), else `cover` (cropped) or `contain` (letterboxed) or `fill`
   * (stretched) as asked.
   */
  fit: 'cover' | 'contain' | 'fill';
}

export interface ImageOutputOptions {
  /** Largest width and height of the output. */
  maxDimension?: number;
  /** Whether the output may be larger than the source: yes for a vector image, no for pixels (it would only blur). */
  enlarge?: boolean;
}

/**
 * The exact size of the image the route renders for a source of the given size, following sharp's and CSS's fit
 * semantics, then bounded: never wider or taller than `maxDimension` (an `outside` fit or a very long source could
 * otherwise ask for millions of pixels), and, for a raster source, never enlarged. Always at least 1 × 1.
 */
export function imageOutputSize(
  source: ImageSize,
  modifiers: ImageModifiers,
  { maxDimension = MAX_IMAGE_DIMENSION, enlarge = false }: ImageOutputOptions = {},
): ImageOutputSize {
  const sourceWidth = Math.max(1, source.width);
  const sourceHeight = Math.max(1, source.height);
  const { width, height } = modifiers;
  const fit: ImageFit = modifiers.fit ?? 'cover';

  if (width !== undefined && height !== undefined && (fit === 'cover' || fit === 'contain' || fit === 'fill')) {
    // A box of exactly the asked size; the source's own scale in it must not exceed 1 unless enlarging.
    const scaleX = width / sourceWidth;
    const scaleY = height / sourceHeight;
    const sourceScale =
      fit === 'cover' ? Math.max(scaleX, scaleY) : fit === 'contain' ? Math.min(scaleX, scaleY) : Math.max(scaleX, scaleY);
    const shrink = Math.min(1, maxDimension / width, maxDimension / height, enlarge ? Infinity : 1 / sourceScale);
    return { width: bounded(width * shrink, maxDimension), height: bounded(height * shrink, maxDimension), fit };
  }

  // Every other case keeps the source's proportions: find the one scale factor, then bound it.
  let scale: number;
  if (width !== undefined && height !== undefined) {
    scale = fit === 'inside' ? Math.min(width / sourceWidth, height / sourceHeight) : Math.max(width / sourceWidth, height / sourceHeight);
  } else if (width !== undefined) scale = width / sourceWidth;
  else if (height !== undefined) scale = height / sourceHeight;
  else scale = 1;
  scale = Math.min(scale, maxDimension / sourceWidth, maxDimension / sourceHeight, enlarge ? Infinity : 1);
  return { width: bounded(sourceWidth * scale, maxDimension), height: bounded(sourceHeight * scale, maxDimension), fit: 'fill' };
}

function bounded(value: number, max: number): number {
  return Math.min(max, Math.max(1, Math.round(value)));
}
