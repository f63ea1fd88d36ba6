import { isVectorImageSource, responsiveImageAttributes, type ImageFit, type ImageFormat } from '@pretscope/core';

export interface ResponsiveImageProps {
  /** The image as stored: `/uploads/articles/taux.svg`. Another site's image is shown as it is. */
  src: string;
  alt: string;
  /** The size the layout gives it (CSS pixels): the width and height attributes, so nothing moves while it loads. */
  width: number;
  height: number;
  /** How wide it is drawn at each viewport width, for the browser's pick in srcset. */
  sizes: string;
  /** With a fit, every file has the proportions of width × height (cover crops, contain letterboxes). */
  fit?: ImageFit;
  /** WebP by default: every current browser reads it, and it is lighter than JPEG or PNG. */
  format?: ImageFormat;
  quality?: number;
  /** The source's width when known: breakpoints wider than it are left out of srcset. */
  sourceWidth?: number;
  className?: string;
  /** The page's main image, in view at once: loaded eagerly with high priority rather than lazily. */
  priority?: boolean;
  /** Show an SVG as it is (logos: sharp at any size and lighter than pixels) rather than through the route. */
  keepVector?: boolean;
}

/**
 * An <img> served through the image optimisation route with the spec's breakpoints in srcset (spec §2), lazy and
 * decoded off the main thread unless it is the page's main image.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  fit,
  format = 'webp',
  quality,
  sourceWidth,
  className,
  priority = false,
  keepVector = false,
}: ResponsiveImageProps) {
  const attributes =
    keepVector && isVectorImageSource(src.split('?')[0] ?? '')
      ? null
      : responsiveImageAttributes({
          src,
          width,
          height,
          sizes,
          format,
          ...(fit ? { fit } : {}),
          ...(quality ? { quality } : {}),
          ...(sourceWidth ? { sourceWidth } : {}),
        });
  const common = {
    alt,
    width,
    height,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  if (!attributes) return <img src={src} {...common} />;
  return <img src={attributes.src} srcSet={attributes.srcSet} sizes={attributes.sizes} {...common} />;
}
