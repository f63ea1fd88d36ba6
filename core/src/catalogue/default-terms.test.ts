import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryConfigSchema } from './category.ts';
import { defaultTerms } from './default-terms.ts';

const config = (amounts: number[], durations: number[], amountIndex: number, durationIndex: number) => ({
  config: { amounts, durations, amountIndex, durationIndex },
});

describe('defaultTerms', () => {
  it('answers the preselected amount and duration of the category’s lists', () => {
    expect(defaultTerms(config([5_000, 10_000, 20_000], [24, 48, 60], 1, 2))).toEqual({ amount: 10_000, duration: 60 });
  });

  it('falls back on the first value of a list whose position points past its end', () => {
    expect(defaultTerms(config([5_000, 10_000], [24, 48], 7, 1))).toEqual({ amount: 5_000, duration: 48 });
  });

  it('has no default terms for a category without amounts or durations', () => {
    expect(defaultTerms(config([], [24], 0, 0))).toBe(null);
    expect(defaultTerms(config([5_000], [], 0, 0))).toBe(null);
  });

  describe('properties', () => {
    const list = fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 10 });

    it('is always a value of each list, and the preselected one whenever the position is inside the list', () => {
      fc.assert(
        fc.property(
          list,
          list,
          fc.integer({ min: -2, max: 12 }),
          fc.integer({ min: -2, max: 12 }),
          (amounts, durations, amountIndex, durationIndex) => {
            const terms = defaultTerms(config(amounts, durations, amountIndex, durationIndex));
            if (amounts.length === 0 || durations.length === 0) {
              expect(terms).toBe(null);
              return;
            }
            expect(amounts).toContain(terms!.amount);
            expect(durations).toContain(terms!.duration);
            if (amountIndex >= 0 && amountIndex < amounts.length) expect(terms!.amount).toBe(amounts[amountIndex]);
            if (durationIndex >= 0 && durationIndex < durations.length) expect(terms!.duration).toBe(durations[durationIndex]);
          },
        ),
      );
    });

    it('is the preselected pair for every configuration the core schema accepts', () => {
      const valid = fc
        .record({
          amounts: fc.uniqueArray(fc.integer({ min: 1_000, max: 500_000 }), { minLength: 1, maxLength: 8 }),
          durations: fc.uniqueArray(fc.integer({ min: 6, max: 360 }), { minLength: 1, maxLength: 8 }),
        })
        .chain(({ amounts, durations }) =>
          fc.record({
            amounts: fc.constant(amounts),
            durations: fc.constant(durations),
            amountIndex: fc.nat(amounts.length - 1),
            durationIndex: fc.nat(durations.length - 1),
          }),
        );
      fc.assert(
        fc.property(valid, (lists) => {
          const parsed = v.parse(categoryConfigSchema, {
            ...lists,
            bounds: { minAmount: 1_000, maxAmount: 500_000, minDuration: 6, maxDuration: 360 },
          });
          expect(defaultTerms({ config: parsed })).toEqual({
            amount: lists.amounts[lists.amountIndex],
            duration: lists.durations[lists.durationIndex],
          });
        }),
      );
    });
  });
});
