import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_BREAKPOINT_WIDTHS, IMAGE_BREAKPOINTS } from './image-breakpoints.ts';
import { IMAGE_FITS, IMAGE_FORMATS, MAX_IMAGE_DIMENSION, parseImageModifiers } from './image-modifiers.ts';
import { parseImageSourcePath } from './image-source-path.ts';
import { imageRouteUrl, imageSrcsetWidths, responsiveImageAttributes } from './image-srcset.ts';

/** Reads one srcset candidate back through the route's own parsers. */
function readCandidate(candidate: string) {
  const [url, descriptor] = candidate.split(' ');
  const parsed = new URL(url!, 'http://site.test');
  expect(parsed.pathname.startsWith('/_img/')).toBe(true);
  const source = parseImageSourcePath(parsed.pathname.slice('/_img/'.length));
  const modifiers = parseImageModifiers(parsed.searchParams);
  if (!source.ok || !modifiers.ok) throw new Error(`the route would refuse ${url}`);
  return { source: source.value, modifiers: modifiers.value, descriptor: descriptor! };
}

describe('the image breakpoints (spec §2)', () => {
  it('are xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536', () => {
    expect(IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(IMAGE_BREAKPOINT_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });
});

describe('imageSrcsetWidths', () => {
  it('offers the breakpoints not wider than the source, or the source width when it is narrower than all', () => {
    expect(imageSrcsetWidths(1000)).toEqual([320, 640, 768]);
    expect(imageSrcsetWidths(4000)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(imageSrcsetWidths(200)).toEqual([200]);
    expect(imageSrcsetWidths(0)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });

  it('property: the widths are exactly the breakpoints not wider than the source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 100_000 }), (sourceWidth) => {
        expect(imageSrcsetWidths(sourceWidth)).toEqual(IMAGE_BREAKPOINT_WIDTHS.filter((width) => width <= sourceWidth));
      }),
    );
  });
});

describe('responsiveImageAttributes', () => {
  it('serves an image through the route with every breakpoint, in the asked format', () => {
    const attributes = responsiveImageAttributes({
      src: '/uploads/articles/taux.svg',
      width: 640,
      height: 360,
      sizes: '100vw',
      format: 'webp',
    });
    expect(attributes).toEqual({
      src: '/_img/uploads/articles/taux.svg?w=640&fm=webp',
      srcSet: [320, 640, 768, 1024, 1280, 1536].map((width) => `/_img/uploads/articles/taux.svg?w=${width}&fm=webp ${width}w`).join(', '),
      sizes: '100vw',
      width: 640,
      height: 360,
    });
  });

  it('gives every file the layout’s proportions when a fit is asked', () => {
    const attributes = responsiveImageAttributes({
      src: '/uploads/a.png',
      width: 400,
      height: 225,
      sizes: '400px',
      fit: 'cover',
      sourceWidth: 1100,
    });
    expect(attributes?.srcSet).toBe(
      '/_img/uploads/a.png?w=320&h=180&fit=cover 320w, /_img/uploads/a.png?w=640&h=360&fit=cover 640w, /_img/uploads/a.png?w=768&h=432&fit=cover 768w, /_img/uploads/a.png?w=1024&h=576&fit=cover 1024w',
    );
    expect(attributes?.src).toBe('/_img/uploads/a.png?w=640&h=360&fit=cover');
  });

  it('leaves another site’s image, or one the route refuses, as it is', () => {
    expect(responsiveImageAttributes({ src: 'https://example.com/a.png', width: 10, height: 10, sizes: '10px' })).toBeNull();
    expect(responsiveImageAttributes({ src: '/uploads/../a.png', width: 10, height: 10, sizes: '10px' })).toBeNull();
    expect(responsiveImageAttributes({ src: '/uploads/a.png', width: 0, height: 0, sizes: '10px' })).toBeNull();
  });

  it('property: every candidate is a URL the route accepts, for the same source, at a breakpoint width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        fc.option(fc.constantFrom(...IMAGE_FORMATS), { nil: undefined }),
        fc.option(fc.constantFrom(...IMAGE_FITS), { nil: undefined }),
        fc.constantFrom('/uploads/logos/a.png', '/uploads/b.jpeg', '/uploads/c.svg'),
        (width, height, sourceWidth, format, fit, src) => {
          const attributes = responsiveImageAttributes({
            src,
            width,
            height,
            sizes: '100vw',
            ...(sourceWidth ? { sourceWidth } : {}),
            ...(format ? { format } : {}),
            ...(fit ? { fit } : {}),
          })!;
          const candidates = attributes.srcSet.split(', ').map(readCandidate);
          expect(candidates.map((candidate) => candidate.descriptor)).toEqual(
            imageSrcsetWidths(src.endsWith('.svg') ? 0 : sourceWidth).map((w) => `${w}w`),
          );
          for (const { source, modifiers, descriptor } of candidates) {
            expect(`/${source}`).toBe(src);
            expect(`${modifiers.width}w`).toBe(descriptor);
            expect(modifiers.format).toBe(format);
            if (fit) expect(modifiers.height).toBeLessThanOrEqual(MAX_IMAGE_DIMENSION);
          }
          expect(attributes.srcSet.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(attributes.src);
        },
      ),
    );
  });

  it('builds route URLs from a source path and modifiers', () => {
    expect(imageRouteUrl('uploads/a.png')).toBe('/_img/uploads/a.png');
    expect(imageRouteUrl('uploads/a.png', { format: 'avif', quality: 50 })).toBe('/_img/uploads/a.png?fm=avif&q=50');
  });
});
