import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRoot } from './find-root.ts';

describe('findRoot', () => {
  it('finds √2 and the root of a cubic', () => {
    expect(findRoot((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 11);
    expect(findRoot((x) => x ** 3 - 2 * x - 5, 2, 3)).toBeCloseTo(2.0945514815423265, 11);
  });

  it('answers null when the bracket holds no sign change, instead of a last iterate', () => {
    expect(findRoot((x) => x * x + 1, -1, 1)).toBeNull();
    expect(findRoot(() => Number.NaN, 0, 1)).toBeNull();
  });

  it('finds any root of a line inside the bracket', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ min: 0.001, max: 1000, noNaN: true }), (root, slope) => {
        const found = findRoot((x) => slope * (x - root), -1001, 1001);
        expect(found).not.toBeNull();
        expect(Math.abs((found ?? Infinity) - root)).toBeLessThan(1e-9);
      }),
    );
  });
});
