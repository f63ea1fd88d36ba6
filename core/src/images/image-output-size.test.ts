import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modifiersArbitrary, sourceSizeArbitrary } from './image-arbitraries.test-support.ts';
import { MAX_IMAGE_DIMENSION } from './image-modifiers.ts';
import { imageOutputSize } from './image-output-size.ts';

const photo = { width: 4000, height: 3000 };

describe('imageOutputSize', () => {
  it('keeps the proportions when one dimension is given', () => {
    expect(imageOutputSize(photo, { width: 640 })).toEqual({ width: 640, height: 480, fit: 'fill' });
    expect(imageOutputSize(photo, { height: 300 })).toEqual({ width: 400, height: 300, fit: 'fill' });
  });

  it('gives the exact box for cover, contain and fill', () => {
    expect(imageOutputSize(photo, { width: 640, height: 360 })).toEqual({ width: 640, height: 360, fit: 'cover' });
    expect(imageOutputSize(photo, { width: 640, height: 360, fit: 'contain' })).toEqual({ width: 640, height: 360, fit: 'contain' });
    expect(imageOutputSize(photo, { width: 640, height: 360, fit: 'fill' })).toEqual({ width: 640, height: 360, fit: 'fill' });
  });

  it('fits inside or outside the box, keeping the proportions', () => {
    expect(imageOutputSize(photo, { width: 640, height: 360, fit: 'inside' })).toEqual({ width: 480, height: 360, fit: 'fill' });
    expect(imageOutputSize(photo, { width: 640, height: 360, fit: 'outside' })).toEqual({ width: 640, height: 480, fit: 'fill' });
  });

  it('never enlarges pixels, but draws a vector image at any size', () => {
    const small = { width: 200, height: 100 };
    expect(imageOutputSize(small, { width: 640 })).toEqual({ width: 200, height: 100, fit: 'fill' });
    expect(imageOutputSize(small, { width: 400, height: 400 })).toEqual({ width: 100, height: 100, fit: 'cover' });
    expect(imageOutputSize(small, { width: 640 }, { enlarge: true })).toEqual({ width: 640, height: 320, fit: 'fill' });
  });

  it('bounds a very long source or an outside fit to the largest dimension', () => {
    expect(imageOutputSize({ width: 1, height: 100_000 }, { width: 2560 }, { enlarge: true })).toEqual({
      width: 1,
      height: 2560,
      fit: 'fill',
    });
    expect(imageOutputSize({ width: 100_000, height: 10 }, { width: 1, height: 2560, fit: 'outside' }, { enlarge: true })).toEqual({
      width: 2560,
      height: 1,
      fit: 'fill',
    });
    expect(imageOutputSize({ width: 10_000, height: 8_000 }, {})).toEqual({ width: 2560, height: 2048, fit: 'fill' });
  });

  it('properties: any accepted modifiers give a whole size within 1…max, and no larger than a raster source', () => {
    fc.assert(
      fc.property(sourceSizeArbitrary, modifiersArbitrary, fc.boolean(), (source, modifiers, enlarge) => {
        const size = imageOutputSize(source, modifiers, { enlarge });
        for (const dimension of [size.width, size.height]) {
          expect(Number.isInteger(dimension)).toBe(true);
          expect(dimension).toBeGreaterThanOrEqual(1);
          expect(dimension).toBeLessThanOrEqual(MAX_IMAGE_DIMENSION);
        }
        if (!enlarge && size.fit === 'fill' && !(modifiers.width && modifiers.height && modifiers.fit === 'fill')) {
          expect(size.width).toBeLessThanOrEqual(source.width);
          expect(size.height).toBeLessThanOrEqual(source.height);
        }
      }),
    );
  });

  it('property: a box within the source and the bounds is given exactly, whatever the fit', () => {
    fc.assert(
      fc.property(
        sourceSizeArbitrary,
        fc.constantFrom('cover' as const, 'contain' as const, 'fill' as const),
        fc.integer({ min: 1, max: MAX_IMAGE_DIMENSION }),
        fc.integer({ min: 1, max: MAX_IMAGE_DIMENSION }),
        (source, fit, width, height) => {
          const size = imageOutputSize(source, { width, height, fit }, { enlarge: true });
          expect(size).toEqual({ width, height, fit });
        },
      ),
    );
  });
});
