import fc from 'fast-check';
import { formatPercent } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { gridKey, HEAT_SHADES, rateHeat } from './rate-grid.ts';

const rates = (values: Record<string, number>) => ({ rates: values });

describe('rateHeat', () => {
  it('cuts the span from the lowest to the highest rate into five bands of equal width, to the hundredth', () => {
    // 3,29 % to 3,84 %: 56 hundredths, bands of 11 or 12.
    const heat = rateHeat(rates({ a: 3.29, b: 3.4, c: 3.56, d: 3.84, e: 3.7 }));
    expect(heat.bands).toEqual([
      { from: 3.29, to: 3.4, shade: 0 },
      { from: 3.41, to: 3.51, shade: 1 },
      { from: 3.52, to: 3.62, shade: 2 },
      { from: 3.63, to: 3.73, shade: 3 },
      { from: 3.74, to: 3.84, shade: 4 },
    ]);
    expect(heat.bandOf).toEqual({ a: 0, b: 0, c: 2, d: 4, e: 3 });
  });

  it('colours rates as they are printed: 3,404 % and 3,40 % share a colour', () => {
    const heat = rateHeat(rates({ low: 3.29, printedAs340: 3.404, high: 3.84, exact: 3.4 }));
    expect(heat.bandOf.printedAs340).toBe(heat.bandOf.exact);
  });

  it('gives each distinct rate its own band when there are fewer than five, spread from light to dark', () => {
    expect(rateHeat(rates({ a: 3.5, b: 3.5 }))).toEqual({ bands: [{ from: 3.5, to: 3.5, shade: 0 }], bandOf: { a: 0, b: 0 } });
    expect(rateHeat(rates({ a: 3.5, b: 3.51 })).bands).toEqual([
      { from: 3.5, to: 3.5, shade: 0 },
      { from: 3.51, to: 3.51, shade: 4 },
    ]);
    expect(rateHeat(rates({ a: 1, b: 1.01, c: 1.02 })).bands.map((band) => band.shade)).toEqual([0, 2, 4]);
  });

  it('has no band for an empty grid', () => {
    expect(rateHeat(rates({}))).toEqual({ bands: [], bandOf: {} });
  });

  const grid = fc
    .array(
      fc.integer({ min: 0, max: 2_500 }).map((hundredths) => hundredths / 100 + (hundredths % 7) / 10_000),
      {
        minLength: 1,
        maxLength: 40,
      },
    )
    .map((values) => Object.fromEntries(values.map((rate, index) => [gridKey(index, 12), rate])));

  it('bands follow each other without gap or overlap, and each rate falls in its own band', () => {
    fc.assert(
      fc.property(grid, (values) => {
        const { bands, bandOf } = rateHeat(rates(values));
        expect(bands.length).toBeGreaterThanOrEqual(1);
        expect(bands.length).toBeLessThanOrEqual(HEAT_SHADES);
        bands.forEach((band, index) => {
          expect(band.to).toBeGreaterThanOrEqual(band.from);
          if (index > 0) expect(Math.round(band.from * 100)).toBe(Math.round((bands[index - 1]?.to ?? 0) * 100) + 1);
          if (index > 0) expect(band.shade).toBeGreaterThan(bands[index - 1]?.shade ?? -1);
        });
        for (const [key, rate] of Object.entries(values)) {
          const band = bands[bandOf[key] ?? -1];
          expect(band).toBeDefined();
          // The band's bounds, printed, enclose the rate as printed.
          const printed = Number(
            formatPercent(rate)
              .replace(/[^\d,]/g, '')
              .replace(',', '.'),
          );
          expect(printed).toBeGreaterThanOrEqual(band!.from - 1e-9);
          expect(printed).toBeLessThanOrEqual(band!.to + 1e-9);
        }
      }),
    );
  });

  it('a higher rate never gets a lighter shade', () => {
    fc.assert(
      fc.property(grid, (values) => {
        const { bands, bandOf } = rateHeat(rates(values));
        const entries = Object.entries(values).sort(([, a], [, b]) => a - b);
        for (let index = 1; index < entries.length; index++) {
          const before = bands[bandOf[entries[index - 1]![0]]!]!.shade;
          expect(bands[bandOf[entries[index]![0]]!]!.shade).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });
});
