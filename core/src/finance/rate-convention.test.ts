import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualRateFromMonthly, monthlyRate } from './rate-convention.ts';

describe('monthlyRate', () => {
  it('divides by 12 under the nominal convention (spec §9)', () => {
    expect(monthlyRate(3.6)).toBeCloseTo(0.003, 15);
    expect(monthlyRate(3.6, 'nominal')).toBeCloseTo(0.003, 15);
  });

  it('takes the 12th root under the Belgian equivalent convention', () => {
    // (1.12)^(1/12) − 1 = 0.0094887929…: 12 % a year compounds to 0.9489 % a month, not 1 %.
    expect(monthlyRate(12, 'equivalent')).toBeCloseTo(0.009488792934583, 14);
    expect(monthlyRate(0, 'equivalent')).toBe(0);
  });

  describe('properties', () => {
    it('compounds back to the annual rate under the equivalent convention', () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (rate) => {
          expect((1 + monthlyRate(rate, 'equivalent')) ** 12 - 1).toBeCloseTo(rate / 100, 12);
        }),
      );
    });

    it('is inverted by annualRateFromMonthly', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 100, noNaN: true }),
          fc.constantFrom('nominal' as const, 'equivalent' as const),
          (rate, convention) => {
            expect(annualRateFromMonthly(monthlyRate(rate, convention), convention)).toBeCloseTo(rate, 10);
          },
        ),
      );
    });

    it('gives a lower monthly rate under the equivalent convention for any positive rate', () => {
      fc.assert(
        fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (rate) => {
          expect(monthlyRate(rate, 'equivalent')).toBeLessThan(monthlyRate(rate, 'nominal'));
        }),
      );
    });
  });
});
