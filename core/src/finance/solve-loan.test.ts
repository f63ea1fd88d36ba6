import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './annuity.ts';
import { solveLoan, type SolvableField } from './solve-loan.ts';
import { convention, durationMonths, loanAmount, positiveAnnualRate } from './test-arbitraries.test-support.ts';

describe('solveLoan', () => {
  it('solves the payment', () => {
    const solved = solveLoan({ amount: 100_000, rate: 12, duration: 12 });
    expect(solved.ok && solved.value.payment).toBeCloseTo(8884.878867834, 8);
    expect(solved.ok && solved.value.solvedFor).toBe('payment');
  });

  it('solves the amount', () => {
    const solved = solveLoan({ payment: 8884.878867834, rate: 12, duration: 12 });
    expect(solved.ok && solved.value.amount).toBeCloseTo(100_000, 4);
  });

  it('solves the duration, fractional when the payment does not divide the loan evenly', () => {
    // At 0 %: 10 000 / 300 = 33.33 months.
    const solved = solveLoan({ amount: 10_000, rate: 0, payment: 300 });
    expect(solved.ok && solved.value.duration).toBeCloseTo(33.3333333333, 8);
  });

  it('solves the rate with Brent’s method', () => {
    const solved = solveLoan({ amount: 200_000, duration: 360, payment: 1264.136046985927 });
    expect(solved.ok && solved.value.rate).toBeCloseTo(6.5, 9);
    expect(solveLoan({ amount: 12_000, duration: 48, payment: 250 })).toMatchObject({ ok: true, value: { rate: 0 } });
  });

  it('says clearly when no duration repays the loan', () => {
    // 200 000 at 6 %: the first month's interest is 1 000; a 900 payment never repays.
    expect(solveLoan({ amount: 200_000, rate: 6, payment: 900 })).toMatchObject({
      ok: false,
      error: { type: 'loan/no-solution', field: 'duration', reason: 'payment-below-interest' },
    });
    expect(solveLoan({ amount: 200_000, rate: 6, payment: 1000 })).toMatchObject({
      ok: false,
      error: { reason: 'payment-below-interest' },
    });
  });

  it('says clearly when no rate fits', () => {
    expect(solveLoan({ amount: 12_000, duration: 48, payment: 200 })).toMatchObject({
      ok: false,
      error: { field: 'rate', reason: 'payment-below-zero-rate-payment' },
    });
    expect(solveLoan({ amount: 1000, duration: 12, payment: 1000 })).toMatchObject({
      ok: false,
      error: { field: 'rate', reason: 'rate-too-high' },
    });
  });

  it('refuses input with not exactly one unknown, or out-of-range values', () => {
    expect(solveLoan({ amount: 1000, rate: 3 })).toMatchObject({ ok: false, error: { type: 'loan/invalid-input', field: null } });
    expect(solveLoan({ amount: 1000, rate: 3, duration: 12, payment: 90 })).toMatchObject({
      ok: false,
      error: { type: 'loan/invalid-input' },
    });
    expect(solveLoan({ amount: -1000, rate: 3, duration: 12 })).toMatchObject({
      ok: false,
      error: { type: 'loan/invalid-input', field: 'amount' },
    });
    expect(solveLoan({ amount: 1000, rate: Number.NaN, duration: 12 })).toMatchObject({ ok: false, error: { field: 'rate' } });
    expect(solveLoan({ amount: 1000, rate: 3, payment: 0 })).toMatchObject({ ok: false, error: { field: 'payment' } });
  });

  describe('properties', () => {
    const solvable = fc.record({ amount: loanAmount, rate: positiveAnnualRate, duration: durationMonths, convention });

    it.each<SolvableField>(['amount', 'rate', 'duration', 'payment'])('round-trips the %s', (field) => {
      fc.assert(
        fc.property(solvable, (terms) => {
          const complete = { ...terms, payment: monthlyPayment(terms) };
          const { [field]: expected, ...known } = complete;
          const solved = solveLoan(known);
          expect(solved.ok).toBe(true);
          if (!solved.ok) return;
          // Relative tolerance: the rate is recovered to 1e-10 points, which moves a payment by far less than a cent.
          expect(Math.abs(solved.value[field] - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));
        }),
      );
    });
  });
});
