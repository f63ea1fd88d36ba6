import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingCapacity } from './borrowing-capacity.ts';
import { BUYER_PROFILES, COUNTRIES } from './country-rule.ts';
import { lendingRulesOn, rulesFor } from './country-rules.ts';
import { projectFeasibility } from './feasibility.ts';
import { loanFeasibilityUnder, type Feasibility, type LoanFeasibilityInput } from './feasibility-rule.ts';
import type { ProjectFeasibilityInput } from './project-feasibility-rule.ts';
import { countryComparison } from './country-comparison.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const date = new Date(2026, 10, 1, 12);
const lending = lendingRulesOn(date);

function verdict(input: ProjectFeasibilityInput): Feasibility {
  const result = projectFeasibility({ ...input, date });
  if (!result.ok) throw new Error(`expected an answer, got ${result.error.detail}`);
  return result.value;
}

function loanVerdict(input: LoanFeasibilityInput): Feasibility {
  const result = loanFeasibilityUnder(lending, input);
  if (!result.ok) throw new Error(`expected an answer, got ${result.error.detail}`);
  return result.value;
}

/** The project computed again from scratch with one change applied. */
function feasibleWith(input: ProjectFeasibilityInput, change: { ownFunds?: number; durationMonths?: number; income?: number }): boolean {
  return verdict({
    purchase: { ...input.purchase, ownFunds: input.purchase.ownFunds + (change.ownFunds ?? 0) },
    borrowing: {
      ...input.borrowing,
      duration: change.durationMonths ?? input.borrowing.duration,
      netMonthlyIncome: input.borrowing.netMonthlyIncome + (change.income ?? 0),
    },
  }).feasible;
}

const capacityOver = (months: number, income: number, country: 'LUX' | 'BE' | 'FR', rate: number) => {
  const answer = borrowingCapacity({ netMonthlyIncome: income, monthlyCharges: 0, rate, duration: months, country, date });
  if (!answer.ok) throw new Error('expected a capacity');
  return answer.value.maxAmount;
};

describe('projectFeasibility — worked examples', () => {
  it('Luxembourg, 450 000 € with 60 000 € of own funds, 4 500 € a month at 3,5 % over 25 years: the debt ratio binds', () => {
    // Duties 7 % × 450 000 = 31 500 − Bëllegen Akt (one buyer) 30 000 = 1 500: loan needed 451 500 − 60 000 = 391 500.
    // Capacity (40 % of income, bank practice): 1 800 € a month over 300 months at 3,5 % / 12 = 359 551,59 €.
    // - own funds: 391 500 − 359 551,59 = 31 948,41, to the euro above: 31 949 €;
    // - income: 391 500 / 199,7509 (euros per euro a month) = 1 959,94 € a month = 40 % of 4 899,86 €: + 400 €;
    // - duration: 345 months give 391 097 €, 346 months 391 645 € (within the 30 years of practice).
    const input: ProjectFeasibilityInput = {
      purchase: { price: 450_000, ownFunds: 60_000, country: 'LUX', buyers: 1, buyerProfile: 'firstTimeBuyer' },
      borrowing: { netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3.5, duration: 300 },
    };
    const answer = verdict(input);
    expect(answer.feasible).toBe(false);
    expect(answer.loan).toBeCloseTo(391_500, 6);
    expect(answer.maxAmount).toBeCloseTo(359_551.59, 2);
    expect(answer.binding.map((rule) => rule.rule)).toEqual(['debt-ratio']);
    expect(answer.binding[0]).toMatchObject({ limit: 0.4, country: 'LUX', validFrom: '2021-01-01' });
    expect(answer.binding[0]!.source).toContain('CSSF');
    expect(answer.fixes).toEqual({ ownFunds: 31_949, durationMonths: 346, income: 400 });
    expect(capacityOver(345, 4_500, 'LUX', 3.5)).toBeLessThan(391_500);
    expect(capacityOver(346, 4_500, 'LUX', 3.5)).toBeGreaterThanOrEqual(391_500);
  });

  it('France under the HCSF’s 35 % and 25 years (décision D-HCSF-2021-7): a 250 000 € loan over 20 years on 4 000 € a month', () => {
    // 35 % × 4 000 = 1 400 € a month over 240 months at 3,5 % / 12 (172,4258 € per euro a month) repays
    // 241 396,08 €: short by 8 603,92 €, so 8 604 € of own funds. Income: 250 000 / 172,4258 = 1 449,90 € a month =
    // 35 % of 4 142,57 €: + 143 €. Duration: 252 months repay 249 591,02 €, 253 months 250 261,09 € (the 25-year cap,
    // 300 months, would repay 279 651,24 €).
    const answer = loanVerdict({
      country: 'FR',
      loan: 250_000,
      buyerProfile: 'primaryResidence',
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 240 },
    });
    expect(answer.maxAmount).toBeCloseTo(241_396.08, 2);
    expect(answer.binding).toMatchObject([{ rule: 'debt-ratio', limit: 0.35, country: 'FR' }]);
    expect(answer.binding[0]!.source).toContain('HCSF');
    expect(answer.fixes).toEqual({ ownFunds: 8_604, durationMonths: 253, income: 143 });
  });

  it('France: no duration within the 25 years is enough, the verdict says so (null), own funds and income still work', () => {
    const answer = loanVerdict({
      country: 'FR',
      loan: 400_000,
      buyerProfile: 'primaryResidence',
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 240 },
    });
    expect(answer.fixes.durationMonths).toBeNull();
    expect(answer.fixes.ownFunds).toBe(Math.ceil(400_000 - answer.maxAmount));
    expect(answer.fixes.income).not.toBeNull();
  });

  it('Belgium, the NBB’s 90 % LTV for a buyer who already owns: only own funds fix it, income and duration cannot', () => {
    // 400 000 € at 90 % = 360 000 € at most; the loan asked is 380 000 €: 20 000 € more own funds. 8 000 € a month
    // covers the debt ratio (a third: 2 666,67 € over 20 years at 3,2 % is about 474 000 €).
    const answer = loanVerdict({
      country: 'BE',
      loan: 380_000,
      price: 400_000,
      buyerProfile: 'primaryResidence',
      borrowing: { netMonthlyIncome: 8_000, monthlyCharges: 0, rate: 3.2, duration: 240 },
    });
    expect(answer.binding).toMatchObject([{ rule: 'ltv', limit: 0.9, country: 'BE' }]);
    expect(answer.binding[0]!.source).toContain('NBB_2019_27');
    expect(answer.ltv).toBeCloseTo(0.95, 10);
    expect(answer.fixes).toEqual({ ownFunds: 20_000, durationMonths: null, income: null });
  });

  it('Luxembourg, the CSSF’s 80 % LTV for a rental purchase and the debt ratio both bind: own funds cover the larger', () => {
    const answer = loanVerdict({
      country: 'LUX',
      loan: 450_000,
      price: 500_000,
      buyerProfile: 'other',
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
    });
    expect(answer.binding.map((rule) => rule.rule)).toEqual(['debt-ratio', 'ltv']);
    // 40 % × 4 000 = 1 600 € a month over 25 years: 319 601,41 €, below the 400 000 € the LTV allows.
    expect(answer.fixes.ownFunds).toBe(Math.ceil(450_000 - answer.maxAmount));
    expect(answer.fixes.durationMonths).toBeNull();
    expect(answer.fixes.income).toBeNull();
  });

  it('a feasible project proposes no fix', () => {
    const answer = verdict({
      purchase: { price: 300_000, ownFunds: 80_000, country: 'LUX', buyers: 2, buyerProfile: 'firstTimeBuyer' },
      borrowing: { netMonthlyIncome: 6_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
    });
    expect(answer).toMatchObject({ feasible: true, binding: [], fixes: { ownFunds: null, durationMonths: null, income: null } });
  });

  it('a wished duration beyond the country’s maximum is capped and no longer duration is proposed', () => {
    const answer = loanVerdict({
      country: 'BE',
      loan: 500_000,
      buyerProfile: 'firstTimeBuyer',
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.2, duration: 360 },
    });
    expect(answer).toMatchObject({ duration: 300, durationCapped: true, maxDurationMonths: 300 });
    expect(answer.fixes.durationMonths).toBeNull();
  });

  it('refuses a negative loan or an unknown profile as data', () => {
    const borrowing = { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 300 };
    expect(loanFeasibilityUnder(lending, { country: 'LUX', loan: -1, buyerProfile: 'other', borrowing }).ok).toBe(false);
    expect(loanFeasibilityUnder(lending, { country: 'LUX', loan: 1, buyerProfile: 'x' as never, borrowing }).ok).toBe(false);
  });
});

describe('properties', () => {
  const input: fc.Arbitrary<ProjectFeasibilityInput> = fc.record({
    purchase: fc.record({
      price: fc.integer({ min: 50_000, max: 2_000_000 }),
      ownFunds: fc.integer({ min: 0, max: 500_000 }),
      country: fc.constantFrom(...COUNTRIES),
      region: fc.constantFrom('bruxelles' as const, 'flandre' as const, 'wallonie' as const),
      buyers: fc.integer({ min: 1, max: 2 }),
      buyerProfile: fc.constantFrom(...BUYER_PROFILES),
    }),
    borrowing: fc.record({
      netMonthlyIncome: fc.integer({ min: 1_500, max: 20_000 }),
      monthlyCharges: fc.integer({ min: 0, max: 1_500 }),
      rate: fc.integer({ min: 0, max: 700 }).map((bp) => bp / 100),
      duration: fc.integer({ min: 60, max: 400 }),
      insurance: fc.option(
        fc.record({ basis: fc.constant('initial-capital' as const), rate: fc.integer({ min: 0, max: 60 }).map((bp) => bp / 100) }),
        { nil: undefined },
      ),
    }),
  });

  it('a feasible project proposes no fix and breaks no rule; an unfeasible one always has an own-funds fix', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = verdict(i);
        if (answer.feasible) {
          expect(answer.binding).toEqual([]);
          expect(answer.fixes).toEqual({ ownFunds: null, durationMonths: null, income: null });
        } else {
          expect(answer.binding.length).toBeGreaterThan(0);
          expect(answer.fixes.ownFunds).not.toBeNull();
        }
      }),
    );
  });

  it('the own-funds fix makes the project feasible, one euro less does not', () => {
    fc.assert(
      fc.property(input, (i) => {
        const extra = verdict(i).fixes.ownFunds;
        if (extra === null) return;
        expect(Number.isInteger(extra) && extra >= 1).toBe(true);
        expect(feasibleWith(i, { ownFunds: extra })).toBe(true);
        expect(feasibleWith(i, { ownFunds: extra - 1 })).toBe(false);
      }),
    );
  });

  it('the duration fix is within the country’s maximum, makes it feasible, one month less does not', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = verdict(i);
        const months = answer.fixes.durationMonths;
        const max = rulesFor(i.purchase.country, date).maxDurationMonths;
        if (months === null) {
          // No duration the country allows makes it feasible.
          if (!answer.feasible) expect(feasibleWith(i, { durationMonths: max })).toBe(false);
          return;
        }
        expect(Number.isInteger(months)).toBe(true);
        expect(months).toBeGreaterThan(answer.duration);
        expect(months).toBeLessThanOrEqual(max);
        expect(feasibleWith(i, { durationMonths: months })).toBe(true);
        if (months - 1 > answer.duration) expect(feasibleWith(i, { durationMonths: months - 1 })).toBe(false);
      }),
    );
  });

  it('the income fix makes it feasible, one euro a month less does not; no income or duration fix breaks the LTV cap', () => {
    fc.assert(
      fc.property(input, (i) => {
        const answer = verdict(i);
        const income = answer.fixes.income;
        if (answer.binding.some((rule) => rule.rule === 'ltv')) {
          expect(income).toBeNull();
          expect(answer.fixes.durationMonths).toBeNull();
          return;
        }
        if (income === null) return;
        expect(Number.isInteger(income) && income >= 1).toBe(true);
        expect(feasibleWith(i, { income })).toBe(true);
        expect(feasibleWith(i, { income: income - 1 })).toBe(false);
      }),
    );
  });

  it('the LTV cap is kept once a fix is applied', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { fixes, ltvCap } = verdict(i);
        if (fixes.ownFunds === null) return;
        const fixed = verdict({ ...i, purchase: { ...i.purchase, ownFunds: i.purchase.ownFunds + fixes.ownFunds } });
        expect(fixed.ltv!).toBeLessThanOrEqual(ltvCap);
      }),
    );
  });

  it('the three-country comparison’s feasibility is this verdict’s, country by country', () => {
    fc.assert(
      fc.property(input, (i) => {
        const comparison = countryComparison({
          price: i.purchase.price,
          ownFunds: i.purchase.ownFunds,
          buyerProfile: i.purchase.buyerProfile,
          region: i.purchase.region!,
          buyers: i.purchase.buyers,
          borrowing: i.borrowing,
          residence: 'LUX',
          workCountry: 'LUX',
          date,
        });
        if (!comparison.ok) throw new Error(comparison.error.detail);
        for (const answer of comparison.value.answers) {
          const purchase = { ...i.purchase, country: answer.country };
          expect(verdict({ purchase, borrowing: i.borrowing }).feasible).toBe(answer.feasible);
        }
      }),
      { numRuns: 40 },
    );
  });
});
