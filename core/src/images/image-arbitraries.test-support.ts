import fc from 'fast-check';
import { IMAGE_FITS, IMAGE_FORMATS, MAX_IMAGE_DIMENSION, type ImageModifiers } from './image-modifiers.ts';

/** Any modifiers the route accepts, each one present or not. */
export const modifiersArbitrary: fc.Arbitrary<ImageModifiers> = fc.record(
  {
    width: fc.integer({ min: 1, max: MAX_IMAGE_DIMENSION }),
    height: fc.integer({ min: 1, max: MAX_IMAGE_DIMENSION }),
    format: fc.constantFrom(...IMAGE_FORMATS),
    quality: fc.integer({ min: 1, max: 100 }),
    fit: fc.constantFrom(...IMAGE_FITS),
  },
  { requiredKeys: [] },
);

/** Source sizes from a single pixel to a (declared) gigapixel, very long and very tall ones included. */
export const sourceSizeArbitrary = fc.record({ width: fc.integer({ min: 1, max: 100_000 }), height: fc.integer({ min: 1, max: 100_000 }) });
