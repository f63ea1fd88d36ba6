import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingCapacity } from './borrowing-capacity.ts';
import { BUYER_PROFILES, COUNTRIES } from './country-rule.ts';
import { rulesFor } from './country-rules.ts';
import { projectReach } from './project-reach.ts';
import { OWN_FUNDS_STEP, type ProjectReach, type ProjectReachInput } from './project-reach-rule.ts';
import { purchaseBudget } from './purchase-budget.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const date = new Date(2026, 10, 1, 12);

function reach(input: ProjectReachInput): ProjectReach {
  const result = projectReach(input);
  if (!result.ok) throw new Error(`expected an answer, got ${result.error.detail}`);
  return result.value;
}

/** Whether the project is within reach once a suggestion is applied, computed again from scratch. */
function reachableWith(input: ProjectReachInput, change: { extraOwnFunds?: number; durationMonths?: number }): boolean {
  const budget = purchaseBudget({ ...input.purchase, ownFunds: input.purchase.ownFunds + (change.extraOwnFunds ?? 0), date });
  const capacity = borrowingCapacity({
    ...input.borrowing,
    duration: change.durationMonths ?? input.borrowing.duration,
    country: input.purchase.country,
    date,
  });
  if (!budget.ok) throw new Error('expected a budget');
  return budget.value.loanNeeded <= (capacity.ok ? capacity.value.maxAmount : 0);
}

describe('projectReach — worked examples', () => {
  it('the issue’s example: 450 000 € in Luxembourg with 60 000 €, 4 500 € a month at 3,5 % over 25 years', () => {
    // Duties 7 % × 450 000 = 31 500 − Bëllegen Akt (one buyer) 30 000 = 1 500: loan 451 500 − 60 000 = 391 500.
    // Capacity: 40 % × 4 500 = 1 800 € a month over 300 months at 3,5 % / 12 = 359 551,59 €. Gap 31 948,41 €.
    const input: ProjectReachInput = {
      purchase: { price: 450_000, ownFunds: 60_000, country: 'LUX', buyers: 1, buyerProfile: 'firstTimeBuyer', date },
      borrowing: { netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3.5, duration: 300 },
    };
    const answer = reach(input);
    expect(answer.loanNeeded).toBeCloseTo(391_500, 6);
    expect(answer.maxAmount).toBeCloseTo(359_551.59, 2);
    expect(answer.reachable).toBe(false);
    expect(answer.gap).toBeCloseTo(31_948.41, 2);
    // 31 948,41 rounded up to 100 €; and 29 years is the first whole year whose capacity (1 800 € over 348 months)
    // covers 391 500 € (28 years gives 382 246 €, 29 years 392 660 €).
    expect(answer.fixes).toEqual({ extraOwnFunds: 32_000, durationMonths: 348 });
  });

  it('Belgium, 20 years already short by 95 256,80 €: more own funds; no duration up to 25 years is enough', () => {
    const answer = reach({
      purchase: { price: 400_000, ownFunds: 50_000, country: 'BE', region: 'wallonie', buyerProfile: 'firstTimeBuyer', date },
      borrowing: { netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3.2, duration: 240 },
    });
    expect(answer.gap).toBeCloseTo(95_256.8, 1);
    expect(answer.fixes).toEqual({ extraOwnFunds: 95_300, durationMonths: null });
  });

  it('a project within reach needs no change', () => {
    const answer = reach({
      purchase: { price: 300_000, ownFunds: 80_000, country: 'LUX', buyers: 2, buyerProfile: 'firstTimeBuyer', date },
      borrowing: { netMonthlyIncome: 6_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
    });
    expect(answer).toMatchObject({ reachable: true, gap: 0, fixes: { extraOwnFunds: null, durationMonths: null } });
  });

  it('a household with no capacity left is told how much to bring, and that no duration helps', () => {
    const answer = reach({
      purchase: { price: 200_000, ownFunds: 0, country: 'FR', buyerProfile: 'other', date },
      borrowing: { netMonthlyIncome: 2_000, monthlyCharges: 900, rate: 3.5, duration: 300 },
    });
    expect(answer.maxAmount).toBe(0);
    expect(answer.fixes.durationMonths).toBeNull();
    expect(answer.fixes.extraOwnFunds).toBe(Math.ceil(answer.loanNeeded / 100) * 100);
  });

  it('refuses what the budget refuses, as data', () => {
    const answer = projectReach({
      purchase: { price: -1, ownFunds: 0, country: 'LUX', buyerProfile: 'other', date },
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
    });
    expect(answer.ok).toBe(false);
  });
});

describe('properties', () => {
  const input: fc.Arbitrary<ProjectReachInput> = fc.record({
    purchase: fc.record({
      price: fc.integer({ min: 50_000, max: 2_000_000 }),
      ownFunds: fc.integer({ min: 0, max: 500_000 }),
      country: fc.constantFrom(...COUNTRIES),
      region: fc.constantFrom('bruxelles' as const, 'flandre' as const, 'wallonie' as const),
      buyers: fc.integer({ min: 1, max: 2 }),
      buyerProfile: fc.constantFrom(...BUYER_PROFILES),
      date: fc.constant(date),
    }),
    borrowing: fc.record({
      netMonthlyIncome: fc.integer({ min: 1_500, max: 20_000 }),
      monthlyCharges: fc.integer({ min: 0, max: 1_500 }),
      rate: fc.integer({ min: 50, max: 700 }).map((bp) => bp / 100),
      duration: fc.integer({ min: 5, max: 30 }).map((years) => years * 12),
    }),
  });

  it('applying the suggested own funds makes the project reachable, and 100 € less does not', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = reach(i);
        if (answer.reachable) {
          expect(answer.fixes).toEqual({ extraOwnFunds: null, durationMonths: null });
          return;
        }
        const extra = answer.fixes.extraOwnFunds;
        expect(extra).not.toBeNull();
        expect(extra! % OWN_FUNDS_STEP).toBe(0);
        expect(reachableWith(i, { extraOwnFunds: extra! })).toBe(true);
        expect(reachableWith(i, { extraOwnFunds: extra! - OWN_FUNDS_STEP })).toBe(false);
      }),
    );
  });

  it('the suggested duration is whole years within the country’s maximum, reaches, and one year less does not', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = reach(i);
        const months = answer.fixes.durationMonths;
        if (months === null) {
          // Then no longer duration allowed by the country reaches.
          const max = rulesFor(i.purchase.country, date).maxDurationMonths;
          if (!answer.reachable) expect(reachableWith(i, { durationMonths: Math.max(max, answer.duration) })).toBe(false);
          return;
        }
        expect(months % 12).toBe(0);
        expect(months).toBeGreaterThan(answer.duration);
        expect(months).toBeLessThanOrEqual(rulesFor(i.purchase.country, date).maxDurationMonths);
        expect(reachableWith(i, { durationMonths: months })).toBe(true);
        if (months - 12 > answer.duration) expect(reachableWith(i, { durationMonths: months - 12 })).toBe(false);
      }),
    );
  });

  it('the gap is what the loan needs beyond the capacity', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = reach(i);
        expect(answer.reachable).toBe(answer.loanNeeded <= answer.maxAmount);
        expect(answer.gap).toBeCloseTo(answer.reachable ? 0 : answer.loanNeeded - answer.maxAmount, 6);
      }),
    );
  });
});
