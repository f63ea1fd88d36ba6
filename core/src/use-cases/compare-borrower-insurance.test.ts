import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { roundToCent } from '../finance/money.ts';
import { simulateLoan } from './simulate-loan.ts';
import {
  compareBorrowerInsurance,
  compareBorrowerInsuranceInputSchema,
  type CompareBorrowerInsuranceInput,
} from './compare-borrower-insurance.ts';

const clock = { now: () => new Date('2026-11-27T10:00:00Z') };

const base: CompareBorrowerInsuranceInput = {
  amount: 200_000,
  rate: 3.5,
  duration: 240,
  country: 'FR',
  groupRate: 0.36,
  groupBasis: 'initial-capital',
  outsideRate: 0.36,
  outsideBasis: 'capital-owed',
};

describe('compareBorrowerInsurance', () => {
  it('compares the group contract on the initial capital with an outside insurer on the capital owed', () => {
    const result = compareBorrowerInsurance({ clock }, base);
    // Utwin's example: 0,36 % of 200 000 € is 60 € a month, 14 400 € over 20 years.
    expect(result.group).toMatchObject({ firstPremium: 60, lastPremium: 60, averagePremium: 60, totalCost: 14_400 });
    // The same rate on the capital owed starts at 60 € and falls to cents: about 0,36 / 3,5 of the interest.
    expect(result.outside.firstPremium).toBe(60);
    expect(result.outside.lastPremium).toBeLessThan(1);
    expect(result.outside.totalCost).toBeCloseTo(8_062, -1);
    expect(result.saving).toBe(roundToCent(14_400 - result.outside.totalCost));
    expect(result.outside.averagePremium).toBe(roundToCent(result.outside.totalCost / 240));
    expect(result.group.firstMonthlyTotal).toBe(roundToCent(result.payment + 60));
  });

  it('gives the same TAEG as the mortgage simulation for the group contract on the initial capital', () => {
    const result = compareBorrowerInsurance({ clock }, base);
    const simulation = simulateLoan({ clock }, { amount: 200_000, rate: 3.5, duration: 240, country: 'FR', fees: 0, insuranceRate: 0.36 });
    expect(result.group.apr).toBe(simulation.apr);
    expect(result.group.totalCost).toBe(simulation.totalInsurance);
    expect(result.payment).toBe(simulation.payment);
    // 3,5 % nominal: (1 + 0,035/12)^12 − 1 = 3,557 % → 3,56 % without insurance.
    expect(result.aprWithoutInsurance).toBe(3.56);
    expect(result.group.apr).toBeGreaterThan(result.outside.apr);
    expect(result.outside.apr).toBeGreaterThan(result.aprWithoutInsurance);
  });

  it('gives each contract its TAEA, the TAEG it adds', () => {
    const result = compareBorrowerInsurance({ clock }, base);
    expect(result.group.insuranceApr).toBeGreaterThan(result.outside.insuranceApr);
    expect(Math.abs(result.group.apr - result.aprWithoutInsurance - result.group.insuranceApr)).toBeLessThanOrEqual(0.011);
  });

  it('uses the country’s rate convention and law', () => {
    const belgian = compareBorrowerInsurance({ clock }, { ...base, country: 'BE' });
    expect(belgian.convention).toBe('equivalent');
    expect(belgian.aprWithoutInsurance).toBe(3.5);
    expect(belgian.law.country).toBe('BE');
    expect(belgian.law.unconfirmed.length).toBeGreaterThan(0);
    expect(compareBorrowerInsurance({ clock }, base).law.sentences.some((s) => s.text.includes('loi Lemoine'))).toBe(true);
  });

  it('shows a negative saving when the outside insurer costs more', () => {
    const result = compareBorrowerInsurance({ clock }, { ...base, groupRate: 0.1, outsideRate: 0.5, outsideBasis: 'initial-capital' });
    expect(result.saving).toBeLessThan(0);
  });

  it('has an input schema with French messages', () => {
    const parsed = v.safeParse(compareBorrowerInsuranceInputSchema, { ...base, groupRate: 7, outsideBasis: 'monthly' });
    expect(parsed.success).toBe(false);
    const messages = parsed.issues?.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Le taux d’assurance ne peut dépasser 5\u00a0%.');
    expect(messages).toContain('Choisissez le capital emprunté ou le capital restant dû.');
  });

  describe('properties', () => {
    const input = fc.record({
      amount: fc.integer({ min: 1_000, max: 2_000_000 }),
      rate: fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 100),
      duration: fc.integer({ min: 6, max: 420 }),
      country: fc.constantFrom('LUX' as const, 'BE' as const, 'FR' as const),
      groupRate: fc.integer({ min: 0, max: 100 }).map((bp) => bp / 100),
      groupBasis: fc.constantFrom('initial-capital' as const, 'capital-owed' as const),
      outsideRate: fc.integer({ min: 0, max: 100 }).map((bp) => bp / 100),
      outsideBasis: fc.constantFrom('initial-capital' as const, 'capital-owed' as const),
    });

    it('the saving is the difference of the totals, and no contract lowers the TAEG', () => {
      fc.assert(
        fc.property(input, (values) => {
          const result = compareBorrowerInsurance({ clock }, values);
          expect(result.saving).toBe(roundToCent(result.group.totalCost - result.outside.totalCost));
          for (const contract of [result.group, result.outside]) {
            expect(contract.apr).toBeGreaterThanOrEqual(result.aprWithoutInsurance);
            expect(contract.insuranceApr).toBeGreaterThanOrEqual(0);
            expect(contract.lastPremium).toBeLessThanOrEqual(contract.firstPremium);
          }
        }),
        { numRuns: 40 },
      );
    });

    it('the same rate costs no more on the capital owed than on the initial capital', () => {
      fc.assert(
        fc.property(input, (values) => {
          const result = compareBorrowerInsurance(
            { clock },
            { ...values, groupBasis: 'initial-capital', outsideBasis: 'capital-owed', outsideRate: values.groupRate },
          );
          expect(result.saving).toBeGreaterThanOrEqual(0);
          expect(result.outside.apr).toBeLessThanOrEqual(result.group.apr);
        }),
        { numRuns: 40 },
      );
    });
  });
});
