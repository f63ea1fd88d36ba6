import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossBorderIncomeRulesOn } from '../legal/cross-border-income.ts';
import { amortizationSchedule } from './amortization-schedule.ts';
import { monthlyPayment } from './annuity.ts';
import { borrowingCapacity } from './borrowing-capacity.ts';
import { countryComparison, countryComparisonRulesOn, countryComparisonUnder } from './country-comparison.ts';
import type { CountryComparison, CountryComparisonInput } from './country-comparison-rule.ts';
import { BUYER_PROFILES, COUNTRIES } from './country-rule.ts';
import { projectReach } from './project-reach.ts';
import { BELGIAN_REGIONS, PROPERTY_TYPES } from './property-purchase.ts';
import { purchaseBudget } from './purchase-budget.ts';
import { expectRelativelyClose } from './test-arbitraries.test-support.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const day = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

function compare(input: CountryComparisonInput): CountryComparison {
  const result = countryComparison(input);
  if (!result.ok) throw new Error(`expected a comparison, got ${result.error.detail}`);
  return result.value;
}

const answerOf = (comparison: CountryComparison, country: string) => {
  const answer = comparison.answers.find((a) => a.country === country);
  if (!answer) throw new Error(`no ${country} column`);
  return answer;
};

describe('countryComparison — worked examples', () => {
  it('France: 300 000 € (ancien) with the fees and 100 000 € paid, 200 000 € over 20 years at 4,2 %: 1 233 € a month (Le Revenu)', () => {
    /*
     * Costs on 1 March 2025 (before the 5 % departmental rate): duties 300 000 × 5,80665 % = 17 419,95 € (« 17 419 € »
     * for 300 000 € on fgme.fr), emolument 2 794,25 + VAT 558,85, CSI 300, disbursements 1 200: 22 273,05 €
     * (acquisition-costs.test.ts). Own funds 122 273,05 € leave a loan of exactly 200 000 €.
     * Source of the payment: https://www.lerevenu.com/investir-immobilier/credits-immo/prets-immobiliers-fenetres-renegociations-pourraient-ouvrir/
     * (Le Revenu), read on 2026-11-27: « un ménage ayant emprunté 200.000 euros sur 20 ans […] au taux de 4,2% (hors
     * assurance) […] rembourse 1.233 euros par mois. » 200 000 × 0,0035 / (1 − 1,0035^−240) = 1 233,14 €.
     * Income 4 000 € a month: capacity 0,35 × 4 000 = 1 400 € a month over 240 months ≥ 1 233,14: feasible.
     */
    const c = compare({
      price: 300_000,
      ownFunds: 122_273.05,
      buyerProfile: 'primaryResidence',
      region: 'bruxelles',
      propertyType: 'ancien',
      borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 4.2, duration: 240 },
      residence: 'FR',
      workCountry: 'FR',
      date: day('2025-03-01'),
    });
    const fr = answerOf(c, 'FR');
    expect(fr.budget.costs.total).toBeCloseTo(22_273.05, 6);
    expect(fr.reach.loanNeeded).toBeCloseTo(200_000, 6);
    expect(Math.floor(fr.monthlyPayment)).toBe(1_233);
    expect(fr.monthlyPayment).toBeCloseTo(1_233.14, 2);
    expect(fr.totalInterest).toBeCloseTo(fr.monthlyPayment * 240 - 200_000, 6);
    expect(fr.totalCost).toBeCloseTo(322_273.05 + fr.totalInterest, 6);
    expect(fr.capacity?.maxMonthlyPayment).toBeCloseTo(1_400, 9);
    expect(fr.feasible).toBe(true);
    expect(c.crossBorder).toBe(false);
    expect(c.answers.map((a) => a.country)).toEqual(['LUX', 'BE', 'FR']);
  });

  it('a household living in France and working in Luxembourg: each lender counts the Luxembourg salary, its own cap applied', () => {
    /*
     * 5 000 € net a month, at 3,5 % over 25 years (the duration every country allows). Luxembourg's lender keeps
     * 40 % (2 000 €), Belgium's a third (1 666,67 €), France's 35 % (1 750 €): cross-border-income.ts counts the salary
     * in full everywhere (no source for a haircut), so the capacities differ by the caps alone.
     */
    const c = compare({
      price: 450_000,
      ownFunds: 60_000,
      buyerProfile: 'firstTimeBuyer',
      region: 'wallonie',
      borrowing: { netMonthlyIncome: 5_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
      residence: 'FR',
      workCountry: 'LUX',
      date: day('2026-11-28'),
    });
    expect(c.crossBorder).toBe(true);
    const [lux, be, fr] = c.answers;
    expect(lux?.income).toMatchObject({ netMonthlyIncome: 5_000, resident: false, salaryAbroad: false });
    expect(be?.income).toMatchObject({ netMonthlyIncome: 5_000, resident: false, salaryAbroad: true });
    expect(fr?.income).toMatchObject({ netMonthlyIncome: 5_000, resident: true, salaryAbroad: true });
    expect(lux?.capacity?.maxMonthlyPayment).toBeCloseTo(2_000, 9);
    expect(be?.capacity?.maxMonthlyPayment).toBeCloseTo(5_000 / 3, 9);
    expect(fr?.capacity?.maxMonthlyPayment).toBeCloseTo(1_750, 9);
    for (const answer of c.answers) expect(answer.income.rule.unconfirmed).toMatch(/Aucun texte/);
  });
});

const inputs = fc.record({
  price: fc.integer({ min: 50_000, max: 2_000_000 }),
  ownFunds: fc.integer({ min: 0, max: 800_000 }),
  buyerProfile: fc.constantFrom(...BUYER_PROFILES),
  region: fc.constantFrom(...BELGIAN_REGIONS),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  buyers: fc.integer({ min: 1, max: 4 }),
  borrowing: fc.record({
    netMonthlyIncome: fc.integer({ min: 1_000, max: 30_000 }),
    monthlyCharges: fc.integer({ min: 0, max: 3_000 }),
    rate: fc.integer({ min: 0, max: 800 }).map((bp) => bp / 100),
    duration: fc.integer({ min: 5, max: 35 }).map((years) => years * 12),
  }),
  residence: fc.constantFrom(...COUNTRIES),
  workCountry: fc.constantFrom(...COUNTRIES),
});
const dates = fc.constantFrom(day('2024-06-01'), day('2025-09-01'), day('2026-11-28'));

describe('properties', () => {
  it('each column is the single-country computation of that country', () => {
    fc.assert(
      fc.property(inputs, dates, (input, date) => {
        const c = compare({ ...input, date });
        for (const answer of c.answers) {
          const country = answer.country;
          const purchase = {
            price: input.price,
            ownFunds: input.ownFunds,
            country,
            buyerProfile: input.buyerProfile,
            region: country === 'BE' ? input.region : undefined,
            propertyType: country === 'FR' ? input.propertyType : undefined,
            buyers: country === 'LUX' ? input.buyers : undefined,
            date,
          };
          const budget = purchaseBudget(purchase);
          const reach = projectReach({ purchase, borrowing: input.borrowing });
          const capacity = borrowingCapacity({ ...input.borrowing, country, date });
          expect(budget.ok && answer.budget).toEqual(budget.ok && budget.value);
          expect(reach.ok && answer.reach).toEqual(reach.ok && reach.value);
          expect(answer.capacity).toEqual(capacity.ok ? capacity.value : null);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('feasible exactly when the capacity covers the loan needed and the LTV cap is kept', () => {
    fc.assert(
      fc.property(inputs, dates, (input, date) => {
        for (const answer of compare({ ...input, date }).answers) {
          const covers = answer.reach.loanNeeded <= (answer.capacity?.maxAmount ?? 0);
          expect(answer.feasible).toBe(covers && answer.budget.meetsLtvRule);
          if (answer.feasible) expect(answer.reach.maxAmount).toBeGreaterThanOrEqual(answer.reach.loanNeeded);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the payment repays the loan needed over the duration retained, and the total cost adds up', () => {
    fc.assert(
      fc.property(inputs, dates, (input, date) => {
        const rules = countryComparisonRulesOn(date);
        for (const answer of compare({ ...input, date }).answers) {
          const { loanNeeded, duration } = answer.reach;
          expect(duration).toBeLessThanOrEqual(rules.lending[answer.country].maxDurationMonths);
          const expected =
            loanNeeded > 0
              ? monthlyPayment({
                  amount: loanNeeded,
                  rate: input.borrowing.rate,
                  duration,
                  convention: rules.lending[answer.country].rateConvention,
                })
              : 0;
          expectRelativelyClose(answer.monthlyPayment, expected);
          expect(answer.totalInterest).toBeGreaterThanOrEqual(-1e-6 * Math.max(1, loanNeeded));
          expectRelativelyClose(answer.totalCost, answer.budget.totalNeeded + answer.totalInterest + answer.totalInsurance, 1e-9);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the income counted is the income typed times the lender’s share when paid abroad, and only the household’s countries change it', () => {
    fc.assert(
      fc.property(inputs, dates, (input, date) => {
        const incomes = crossBorderIncomeRulesOn(date);
        const c = compare({ ...input, date });
        expect(c.crossBorder).toBe(input.residence !== input.workCountry);
        for (const answer of c.answers) {
          const abroad = input.workCountry !== answer.country;
          expect(answer.income.salaryAbroad).toBe(abroad);
          expect(answer.income.resident).toBe(input.residence === answer.country);
          expect(answer.income.netMonthlyIncome).toBe(
            input.borrowing.netMonthlyIncome * (abroad ? incomes[answer.country].countedShare : 1),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('insurance on the capital owed adds up as the amortization schedule’s insurance column does', () => {
    fc.assert(
      fc.property(
        inputs,
        dates,
        fc.integer({ min: 1, max: 100 }).map((bp) => bp / 100),
        (input, date, insuranceRate) => {
          const insurance = { basis: 'capital-owed' as const, rate: insuranceRate };
          const rules = countryComparisonRulesOn(date);
          for (const answer of compare({ ...input, borrowing: { ...input.borrowing, insurance }, date }).answers) {
            const { loanNeeded, duration } = answer.reach;
            if (loanNeeded <= 0) continue;
            const schedule = amortizationSchedule({
              amount: loanNeeded,
              rate: input.borrowing.rate,
              duration,
              convention: rules.lending[answer.country].rateConvention,
              insurance,
            });
            expectRelativelyClose(answer.totalInsurance, schedule.totals.insurance, 1e-8);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('more own funds never make a feasible country infeasible', () => {
    fc.assert(
      fc.property(inputs, dates, fc.integer({ min: 1, max: 200_000 }), (input, date, extra) => {
        const before = compare({ ...input, date }).answers;
        const after = compare({ ...input, ownFunds: input.ownFunds + extra, date }).answers;
        before.forEach((answer, index) => {
          if (answer.feasible) expect(after[index]?.feasible).toBe(true);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('every rule it reads is dated and sourced, and a Belgian column needs a region', () => {
    const rules = countryComparisonRulesOn(day('2026-11-28'));
    for (const country of COUNTRIES) {
      expect(rules.incomes[country].validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rules.incomes[country].source.length).toBeGreaterThan(10);
    }
    const result = countryComparisonUnder(rules, {
      price: 300_000,
      ownFunds: 0,
      buyerProfile: 'other',
      region: 'nowhere' as never,
      borrowing: { netMonthlyIncome: 3_000, monthlyCharges: 0, rate: 3, duration: 240 },
      residence: 'BE',
      workCountry: 'LUX',
    });
    expect(result.ok).toBe(false);
  });
});
