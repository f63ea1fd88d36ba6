import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityDiscountFactor, monthlyPayment, principalForPayment, totalInterest } from './annuity.ts';
import { roundToCent } from './money.ts';
import { annualRate, durationMonths, loanAmount, loanTerms, positiveAnnualRate } from './test-arbitraries.test-support.ts';

describe('monthlyPayment', () => {
  it('follows the annuity formula A·r / (1 − (1 + r)^−n) with r = rate/100/12', () => {
    // 200 000 at 6.5 % over 30 years: r = 0.065/12, (1 + r)^−360 = 0.143234…, payment = 1 264.136…
    expect(roundToCent(monthlyPayment({ amount: 200_000, rate: 6.5, duration: 360 }))).toBe(1264.14);
    // 100 000 at 12 % over 12 months: r = 0.01, payment = 1000 / (1 − 1.01^−12) = 8 884.8787…
    expect(monthlyPayment({ amount: 100_000, rate: 12, duration: 12 })).toBeCloseTo(8884.878867834, 8);
  });

  it('is amount / duration at a zero rate (spec §3)', () => {
    expect(monthlyPayment({ amount: 12_000, rate: 0, duration: 48 })).toBe(250);
  });

  it('uses the periodic equivalent rate under the Belgian convention', () => {
    // 100 000 at 12 % equivalent over 12 months: r = 1.12^(1/12) − 1 = 0.00948879…, payment 8 856.21…
    const r = 1.12 ** (1 / 12) - 1;
    const expected = (100_000 * r) / (1 - (1 + r) ** -12);
    expect(monthlyPayment({ amount: 100_000, rate: 12, duration: 12, convention: 'equivalent' })).toBeCloseTo(expected, 8);
    expect(roundToCent(expected)).toBe(8856.21);
  });

  it('keeps full precision for tiny rates', () => {
    // 1 − (1 + r)^−n = n·r − n(n+1)/2·r² + …; the naive 1 - (1 + 1e-12) ** -360 keeps only ~4 significant digits.
    const r = 1e-12;
    const series = 360 * r - ((360 * 361) / 2) * r * r;
    expect(Math.abs(annuityDiscountFactor(r, 360) - series) / series).toBeLessThan(1e-12);
  });
});

describe('totalInterest', () => {
  it('is payment × duration − amount (spec §3)', () => {
    const payment = monthlyPayment({ amount: 200_000, rate: 6.5, duration: 360 });
    expect(totalInterest({ amount: 200_000, rate: 6.5, duration: 360 })).toBeCloseTo(payment * 360 - 200_000, 8);
    expect(roundToCent(totalInterest({ amount: 200_000, rate: 6.5, duration: 360 }))).toBe(255088.98);
    expect(totalInterest({ amount: 10_000, rate: 0, duration: 24 })).toBe(0);
  });
});

describe('principalForPayment', () => {
  it('gives the amount a payment repays', () => {
    expect(principalForPayment({ payment: 8884.878867834, rate: 12, duration: 12 })).toBeCloseTo(100_000, 4);
    expect(principalForPayment({ payment: 250, rate: 0, duration: 48 })).toBe(12_000);
  });
});

describe('properties', () => {
  it('principalForPayment inverts monthlyPayment', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const payment = monthlyPayment(terms);
        expect(principalForPayment({ ...terms, payment })).toBeCloseTo(terms.amount, 6);
      }),
    );
  });

  it('interest is never negative, and zero only at a zero rate', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const interest = totalInterest(terms);
        expect(interest).toBeGreaterThanOrEqual(-1e-6);
        if (terms.rate > 0 && terms.duration > 1) expect(interest).toBeGreaterThan(0);
      }),
    );
  });

  it('is continuous with the zero-rate formula as the rate goes to zero', () => {
    fc.assert(
      fc.property(loanAmount, durationMonths, fc.double({ min: 1e-12, max: 1e-6, noNaN: true }), (amount, duration, rate) => {
        const atZero = monthlyPayment({ amount, rate: 0, duration });
        const nearZero = monthlyPayment({ amount, rate, duration });
        // d(payment)/d(rate) at 0 is amount·(n+1)/(2400·n) per percentage point: bounded by amount/1000.
        expect(Math.abs(nearZero - atZero)).toBeLessThanOrEqual((amount / 1000) * rate + 1e-9);
        expect(nearZero).toBeGreaterThanOrEqual(atZero);
      }),
    );
  });

  it('rises with the rate and falls with the duration', () => {
    fc.assert(
      fc.property(loanAmount, annualRate, positiveAnnualRate, fc.integer({ min: 2, max: 480 }), (amount, rate, step, duration) => {
        expect(monthlyPayment({ amount, rate: rate + step, duration })).toBeGreaterThan(monthlyPayment({ amount, rate, duration }));
        expect(monthlyPayment({ amount, rate, duration: duration - 1 })).toBeGreaterThan(monthlyPayment({ amount, rate, duration }));
      }),
    );
  });

  it('is proportional to the amount', () => {
    fc.assert(
      fc.property(loanTerms, fc.integer({ min: 2, max: 10 }), (terms, k) => {
        expect(monthlyPayment({ ...terms, amount: terms.amount * k })).toBeCloseTo(monthlyPayment(terms) * k, 6);
      }),
    );
  });
});
