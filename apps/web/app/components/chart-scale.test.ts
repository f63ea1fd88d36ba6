import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceStep, ticksFromZero } from './chart-scale.ts';

describe('niceStep', () => {
  it('rounds a span’s share up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(18_000, 4)).toBe(5_000);
    expect(niceStep(0.55, 4)).toBe(0.2);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(7, 4)).toBe(2);
  });
});

describe('ticksFromZero', () => {
  it('gives round ticks from 0 to the first round value at or above the maximum', () => {
    // 18 022,44 € a year (300 000 € at 3,5 % over 25 years): ticks every 5 000 € up to 20 000 €.
    expect(ticksFromZero(18_022.44, 4)).toEqual({ ticks: [0, 5_000, 10_000, 15_000, 20_000], top: 20_000 });
    expect(ticksFromZero(20_000, 4)).toEqual({ ticks: [0, 5_000, 10_000, 15_000, 20_000], top: 20_000 });
    expect(ticksFromZero(300_000, 4).top).toBe(300_000);
  });

  it('always reaches the maximum, starts at 0, and keeps a handful of ticks', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), fc.integer({ min: 2, max: 8 }), (max, target) => {
        const { ticks, top } = ticksFromZero(max, target);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeCloseTo(top, 6);
        expect(top).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(2 * target + 2);
      }),
    );
  });
});
