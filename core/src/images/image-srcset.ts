import { IMAGE_BREAKPOINT_WIDTHS } from './image-breakpoints.ts';
import { imageModifiersQuery, MAX_IMAGE_DIMENSION, type ImageFit, type ImageFormat, type ImageModifiers } from './image-modifiers.ts';
import { IMAGE_ROUTE_PREFIX, imageSourceOf, isVectorImageSource } from './image-source-path.ts';

/** The URL of one rendering of a source path (`uploads/logos/banque.png`) through the optimisation route. */
export function imageRouteUrl(sourcePath: string, modifiers: ImageModifiers = {}): string {
  const query = imageModifiersQuery(modifiers);
  return `${IMAGE_ROUTE_PREFIX}/${sourcePath}${query ? `?${query}` : ''}`;
}

/**
 * The widths a srcset offers: the breakpoints (spec §2) not wider than the source, since a wider file would only
 * be the same pixels enlarged. A source narrower than every breakpoint is offered at its own width. Unknown width
 * (0) or a vector source: every breakpoint.
 */
export function imageSrcsetWidths(sourceWidth = 0): number[] {
  if (!(sourceWidth > 0)) return [...IMAGE_BREAKPOINT_WIDTHS];
  const widths = IMAGE_BREAKPOINT_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [Math.floor(sourceWidth)];
}

export interface ResponsiveImageRequest {
  /** The image as the site stores it: `/uploads/articles/taux.svg`. */
  src: string;
  /** The size the page lays the image out at (CSS pixels), for the width and height attributes. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  format?: ImageFormat;
  quality?: number;
  /**
   * With a fit, every file of the srcset has the proportions of width × height (cropped or letterboxed as the fit
   * says); without, each keeps the source's proportions.
   */
  fit?: ImageFit;
  /** The source's own width when known, to leave out breakpoints wider than it (ignored for SVG). */
  sourceWidth?: number;
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The attributes of an <img> served through the optimisation route with the spec's breakpoints in srcset, or null
 * when the route cannot serve the image (another site's, or a path it refuses): show it as it is then.
 */
export function responsiveImageAttributes(request: ResponsiveImageRequest): ResponsiveImageAttributes | null {
  const sourcePath = imageSourceOf(request.src);
  if (sourcePath === null || !(request.width > 0) || !(request.height > 0)) return null;
  const widths = imageSrcsetWidths(isVectorImageSource(sourcePath) ? 0 : request.sourceWidth);
  const ratio = request.height / request.width;
  const url = (width: number) =>
    imageRouteUrl(sourcePath, {
      width,
      ...(request.fit ? { height: Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(width * ratio))), fit: request.fit } : {}),
      ...(request.format ? { format: request.format } : {}),
      ...(request.quality ? { quality: request.quality } : {}),
    });
  // The fallback src (browsers without srcset, and crawlers): the smallest file at least as wide as the layout.
  const fallback = widths.find((width) => width >= request.width) ?? widths.at(-1)!;
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: request.sizes,
    width: Math.round(request.width),
    height: Math.round(request.height),
  };
}
