import { imageSourceOf } from '../images/image-source-path.ts';
import { responsiveImageAttributes, type ResponsiveImageAttributes } from '../images/image-srcset.ts';
import type { ImageFormat } from '../images/image-modifiers.ts';
import type { ImageOptimizer } from '../ports/image-optimizer.ts';

export interface ResponsiveImageForInput {
  /** The image as the content writes it: `/uploads/articles/taux.svg`. */
  src: string;
  sizes: string;
  format?: ImageFormat;
}

/**
 * The responsive attributes of an image whose size only the file knows (an image in an article): its width and
 * height for the layout, and a srcset of the breakpoints not wider than it. Null when the route cannot serve it or
 * the file cannot be read (metadata answers 0 × 0): the image is then shown as written.
 */
export async function responsiveImageFor(
  deps: { images: Pick<ImageOptimizer, 'metadata'> },
  input: ResponsiveImageForInput,
): Promise<ResponsiveImageAttributes | null> {
  const sourcePath = imageSourceOf(input.src);
  if (sourcePath === null) return null;
  const { width, height } = await deps.images.metadata(sourcePath);
  if (width <= 0 || height <= 0) return null;
  return responsiveImageAttributes({
    src: input.src,
    width,
    height,
    sizes: input.sizes,
    sourceWidth: width,
    ...(input.format ? { format: input.format } : {}),
  });
}
