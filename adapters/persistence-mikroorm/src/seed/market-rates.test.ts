import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './data/categories.ts';
import { createRateModel, softClamp } from './market-rates.ts';

const category = (slug: string) => {
  const found = SEED_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const month = (iso: string) => new Date(`${iso}-01T00:00:00Z`);

describe('createRateModel', () => {
  it('draws the 2025–2026 mortgage path: about 3,6 % late 2024, 3,1 % in 2025, 3,3 % late 2026', () => {
    const model = createRateModel(category('pret-hypothecaire'), category('pret-hypothecaire').rateLevel);
    expect(model.level(month('2024-10'))).toBeCloseTo(3.6, 5);
    expect(model.level(month('2025-10'))).toBeCloseTo(3.1, 5);
    expect(model.level(month('2026-12'))).toBeCloseTo(3.3, 5);
    // Flat outside the drawn path, interpolated inside it.
    expect(model.level(month('2030-01'))).toBeCloseTo(3.3, 5);
    expect(model.level(month('2025-08'))).toBeGreaterThan(3.1);
    expect(model.level(month('2025-08'))).toBeLessThan(3.15);
  });

  it('keeps personal loans around 6 to 7 %', () => {
    const model = createRateModel(category('pret-personnel'));
    for (const iso of ['2024-12', '2025-06', '2026-01', '2026-11']) {
      expect(model.level(month(iso))).toBeGreaterThanOrEqual(6);
      expect(model.level(month(iso))).toBeLessThanOrEqual(7);
    }
  });

  it('charges more for longer mortgages and less for bigger consumer loans', () => {
    const mortgage = createRateModel(category('pret-hypothecaire'));
    const at = { month: month('2026-06'), amount: 400_000, offset: 0, noise: 0 };
    expect(mortgage.rate({ ...at, duration: 360 }) - mortgage.rate({ ...at, duration: 300 })).toBeCloseTo(0.1, 2);
    const personal = createRateModel(category('pret-personnel'));
    const loan = { month: month('2026-06'), duration: 48, offset: 0, noise: 0 };
    expect(personal.rate({ ...loan, amount: 40_000 })).toBeLessThan(personal.rate({ ...loan, amount: 5_000 }));
  });

  it('stays within the category’s range, rounded to the hundredth, whatever the offset and the noise', () => {
    for (const seed of SEED_CATEGORIES) {
      const model = createRateModel(seed, seed.rateLevel);
      for (const offset of [-5, -0.4, 0, 0.8, 5]) {
        for (const duration of seed.config.durations) {
          const rate = model.rate({ month: month('2025-06'), amount: seed.config.amounts[0] as number, duration, offset, noise: 0.08 });
          expect(rate).toBeGreaterThanOrEqual(seed.rateLevel.min);
          expect(rate).toBeLessThanOrEqual(seed.rateLevel.max);
          expect(Math.round(rate * 100) / 100).toBe(rate);
        }
      }
    }
  });

  it('gives an unknown category the shape of a known one, moved into its own range', () => {
    const custom = { slug: 'pret-bateau', config: { ...category('pret-auto').config, durationUnit: 'month' as const } };
    const model = createRateModel(custom, { min: 10, max: 20 });
    const level = model.level(month('2025-06'));
    expect(level).toBeGreaterThan(10);
    expect(level).toBeLessThan(20);
  });
});

describe('softClamp', () => {
  it('leaves the middle alone and squeezes towards the bounds without reaching them, keeping the order', () => {
    expect(softClamp(3.3, 2.8, 4.2)).toBe(3.3);
    const squeezed = [2.0, 2.5, 2.9, 3.0].map((value) => softClamp(value, 2.8, 4.2));
    expect(squeezed.every((value) => value > 2.8)).toBe(true);
    expect([...squeezed].sort((a, b) => a - b)).toEqual(squeezed);
    expect(softClamp(9, 2.8, 4.2)).toBeLessThan(4.2);
  });
});
