import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { roundToCent } from '../finance/money.ts';
import { simulateLoan, simulateLoanInputSchema } from './simulate-loan.ts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('simulateLoan', () => {
  it('simulates a French mortgage with the nominal convention', () => {
    const result = simulateLoan({ clock }, { amount: 200_000, rate: 6.5, duration: 360, country: 'FR', fees: 0, insuranceRate: 0 });
    expect(result.convention).toBe('nominal');
    expect(result.payment).toBe(1264.14);
    expect(result.schedule.months).toHaveLength(360);
    // 6.5 % nominal: (1 + 0.065/12)^12 − 1 = 6.697 % → 6.70 %.
    expect(result.apr).toBe(6.7);
    expect(result.totalDue).toBe(roundToCent(200_000 + result.totalInterest));
  });

  it('uses the equivalent periodic rate in Belgium, whose TAEG is then the quoted rate', () => {
    const result = simulateLoan({ clock }, { amount: 250_000, rate: 3.25, duration: 300, country: 'BE', fees: 0, insuranceRate: 0 });
    expect(result.convention).toBe('equivalent');
    expect(result.apr).toBe(3.25);
  });

  it('adds fees and insurance to the cost and the TAEG', () => {
    const plain = simulateLoan({ clock }, { amount: 200_000, rate: 3.5, duration: 240, country: 'FR', fees: 0, insuranceRate: 0 });
    const full = simulateLoan({ clock }, { amount: 200_000, rate: 3.5, duration: 240, country: 'FR', fees: 1500, insuranceRate: 0.3 });
    // 0.30 % × 200 000 / 12 = 50 € a month, 12 000 € over 240 months.
    expect(full.monthlyInsurance).toBe(50);
    expect(full.monthlyTotal).toBe(roundToCent(full.payment + 50));
    expect(full.totalInsurance).toBe(12_000);
    expect(full.totalCost).toBe(roundToCent(plain.totalInterest + 12_000 + 1500));
    expect(full.apr).toBeGreaterThan(plain.apr);
  });

  it('has an input schema with French messages', () => {
    const parsed = v.safeParse(simulateLoanInputSchema, { amount: -5, rate: 3, duration: 12.5, country: 'DE' });
    expect(parsed.success).toBe(false);
    const messages = parsed.issues?.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Le montant doit être d’au moins 100\u00a0€.');
    expect(messages).toContain('La durée se compte en mois entiers.');
    expect(messages).toContain('Le pays doit être le Luxembourg, la Belgique ou la France.');
  });

  it('refuses fees that swallow the loan, on the fees field', () => {
    const parsed = v.safeParse(simulateLoanInputSchema, { amount: 1000, rate: 3, duration: 12, country: 'FR', fees: 201 });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.message).toBe('Les frais ne peuvent dépasser 20\u00a0% du montant emprunté.');
    expect(v.getDotPath(parsed.issues?.[0] ?? ({} as never))).toBe('fees');
  });

  it('refuses unknown fields rather than ignoring them', () => {
    expect(v.safeParse(simulateLoanInputSchema, { amount: 1000, rate: 3, duration: 12, country: 'FR', admin: true }).success).toBe(false);
  });

  describe('properties', () => {
    it('the total due is the amount plus the cost, and the cost is interest + insurance + fees', () => {
      const input = fc
        .record({
          amount: fc.integer({ min: 1_000, max: 2_000_000 }),
          rate: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
          duration: fc.integer({ min: 6, max: 420 }),
          country: fc.constantFrom('LUX' as const, 'BE' as const, 'FR' as const),
          fees: fc.integer({ min: 0, max: 5000 }),
          insuranceRate: fc.integer({ min: 0, max: 60 }).map((bp) => bp / 100),
        })
        .filter((values) => v.is(simulateLoanInputSchema, values));
      fc.assert(
        fc.property(input, (values) => {
          const result = simulateLoan({ clock }, values);
          expect(result.totalCost).toBe(roundToCent(result.totalInterest + result.totalInsurance + values.fees));
          expect(result.totalDue).toBe(roundToCent(values.amount + result.totalCost));
          expect(result.schedule.months.at(-1)?.debtRest).toBe(0);
        }),
        { numRuns: 60 },
      );
    });
  });
});
