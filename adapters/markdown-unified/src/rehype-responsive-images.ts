import type { ResponsiveImageAttributes } from '@pretscope/core';
import type { Element, Root, RootContent } from 'hast';

/** The responsive attributes of an image of the content (its size, a srcset through the image route), or null. */
export type ResponsiveImageResolver = (src: string) => Promise<ResponsiveImageAttributes | null>;

/** Images of one document looked up at most: a hostile document with thousands costs no more than this. */
const MAX_IMAGES = 50;

/**
 * Gives the content's own images (`/uploads/…`) their width, height, srcset and sizes, served through the image
 * optimisation route (spec §2). Runs after sanitizing: the attributes come from the resolver, never from the
 * markdown. An image the resolver does not know (another site's, an unreadable file) stays as written.
 */
export function rehypeResponsiveImages({ resolve }: { resolve?: ResponsiveImageResolver | undefined }) {
  return async (tree: Root) => {
    if (!resolve) return;
    const images: Element[] = [];
    const visit = (node: Root | RootContent): void => {
      if (images.length >= MAX_IMAGES) return;
      if (node.type === 'element' && node.tagName === 'img' && typeof node.properties.src === 'string') images.push(node);
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
    const lookups = new Map<string, Promise<ResponsiveImageAttributes | null>>();
    await Promise.all(
      images.map(async (image) => {
        const src = image.properties.src as string;
        if (!lookups.has(src))
          lookups.set(
            src,
            resolve(src).catch(() => null),
          );
        const attributes = await lookups.get(src);
        if (!attributes) return;
        image.properties.src = attributes.src;
        image.properties.srcSet = attributes.srcSet;
        image.properties.sizes = attributes.sizes;
        image.properties.width = attributes.width;
        image.properties.height = attributes.height;
      }),
    );
  };
}
