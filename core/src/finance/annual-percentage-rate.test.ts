import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization-schedule.ts';
import { aprFromCashFlows, annualPercentageRate, pinnedRoundedApr } from './annual-percentage-rate.ts';
import { annualRate, convention, durationMonths, loanAmount, positiveAnnualRate } from './test-arbitraries.test-support.ts';

describe('aprFromCashFlows (directive 2008/48/EC annex I)', () => {
  it('is the effective annual rate of a single repayment after one year', () => {
    // 1 000 lent, 1 100 repaid 12 months later: 1 000 = 1 100 (1 + X)^−1 → X = 10 %.
    expect(aprFromCashFlows({ drawdowns: [{ amount: 1000, month: 0 }], payments: [{ amount: 1100, month: 12 }] })).toBe(10);
  });

  it('discounts with fractional years for each month', () => {
    // 1 000 lent, 1 050 repaid after 6 months: (1 + X)^0.5 = 1.05 → X = 10.25 %.
    expect(aprFromCashFlows({ drawdowns: [{ amount: 1000, month: 0 }], payments: [{ amount: 1050, month: 6 }] })).toBe(10.25);
  });

  it('rounds half-up to the decimals asked, or not at all', () => {
    // 1 000 lent, 1 045.55 repaid after a year: X = 4.555 % exactly, a half at the second decimal.
    const flows = { drawdowns: [{ amount: 1000, month: 0 }], payments: [{ amount: 1045.55, month: 12 }] };
    expect(aprFromCashFlows(flows, { decimals: 1 })).toBe(4.6);
    expect(aprFromCashFlows(flows, { decimals: 2 })).toBe(4.56);
    expect(aprFromCashFlows(flows, { decimals: null })).toBeCloseTo(4.555, 10);
  });

  it('finds very high rates of short loans with big fees', () => {
    // 500 € net of fees, 1 000 € repaid a month later: (1 + X)^(1/12) = 2 → X = 2^12 − 1 = 409 500 %.
    expect(
      aprFromCashFlows({
        drawdowns: [{ amount: 1000, month: 0 }],
        payments: [
          { amount: 500, month: 0 },
          { amount: 1000, month: 1 },
        ],
      }),
    ).toBe(409_500);
  });

  it('refuses flows without a payment', () => {
    expect(() => aprFromCashFlows({ drawdowns: [{ amount: 1000, month: 0 }], payments: [] })).toThrow(RangeError);
  });
});

describe('annualPercentageRate of a loan', () => {
  it('equals the effective rate (1 + r)^12 − 1 of the nominal rate when there are no fees', () => {
    // 4.5 % nominal: (1 + 0.045/12)^12 − 1 = 4.594 % → TAEG 4.59 %.
    expect(annualPercentageRate({ amount: 10_000, rate: 4.5, duration: 48 })).toBe(4.59);
  });

  it('equals the quoted rate under the Belgian equivalent convention', () => {
    expect(annualPercentageRate({ amount: 250_000, rate: 3.25, duration: 300, convention: 'equivalent' })).toBe(3.25);
  });

  it('rises with upfront fees and insurance', () => {
    const plain = annualPercentageRate({ amount: 200_000, rate: 3.5, duration: 240 });
    const withFees = annualPercentageRate({ amount: 200_000, rate: 3.5, duration: 240, fees: 1500 });
    const withInsurance = annualPercentageRate({
      amount: 200_000,
      rate: 3.5,
      duration: 240,
      fees: 1500,
      insurance: { basis: 'initial-capital', rate: 0.3 },
    });
    expect(plain).toBe(3.56);
    expect(withFees).toBeGreaterThan(plain);
    expect(withInsurance).toBeGreaterThan(withFees);
  });
});

describe('properties', () => {
  const fees = fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100);

  // On the exact schedule: in cents, a 500 € loan at 0.01 % has interests that round to 0,00 €, and its APR can
  // fall below the nominal rate by the rounding alone.
  it('is at least the nominal rate when fees are positive', () => {
    fc.assert(
      fc.property(loanAmount, positiveAnnualRate, durationMonths, fees, (amount, rate, duration, fee) => {
        const apr = annualPercentageRate({ amount, rate, duration, fees: Math.min(fee, amount / 2), mode: 'exact' }, { decimals: null });
        expect(apr).toBeGreaterThanOrEqual(rate - 1e-9);
      }),
    );
  });

  it('balances the cash flows it was computed from', () => {
    fc.assert(
      fc.property(loanAmount, positiveAnnualRate, durationMonths, (amount, rate, duration) => {
        const x = annualPercentageRate({ amount, rate, duration, mode: 'exact' }, { decimals: null }) / 100;
        const r = rate / 100 / 12;
        const payment = (amount * r) / (1 - (1 + r) ** -duration);
        let discounted = 0;
        for (let month = 1; month <= duration; month++) discounted += payment * (1 + x) ** (-month / 12);
        expect(discounted).toBeCloseTo(amount, 4);
      }),
    );
  });
});

describe('the TAEG of a loan without fees, pinned without root-finding', () => {
  /** What the general solver answers for the loan's own cash flows: no guess, no shortcut. */
  function solverApr(
    terms: { amount: number; rate: number; duration: number; convention: 'nominal' | 'equivalent'; mode: 'banking' | 'exact' },
    decimals: number,
  ) {
    const schedule = amortizationSchedule(terms);
    return aprFromCashFlows(
      {
        drawdowns: [{ amount: terms.amount, month: 0 }],
        payments: schedule.months.map((row) => ({ amount: row.repayment, month: row.month })),
      },
      { decimals },
    );
  }

  it('equals the solver’s answer to the last decimal, on banking and exact schedules', () => {
    const mode = fc.constantFrom('banking' as const, 'exact' as const);
    const decimals = fc.constantFrom(1, 2, 3);
    fc.assert(
      fc.property(
        loanAmount,
        annualRate,
        durationMonths,
        convention,
        mode,
        decimals,
        (amount, rate, duration, rateConvention, scheduleMode, places) => {
          const terms = { amount, rate, duration, convention: rateConvention, mode: scheduleMode };
          expect(annualPercentageRate(terms, { decimals: places })).toBe(solverApr(terms, places));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('equals the solver’s answer when given the schedule it would make (the comparator’s way)', () => {
    fc.assert(
      fc.property(loanAmount, annualRate, durationMonths, convention, (amount, rate, duration, rateConvention) => {
        const terms = { amount, rate, duration, convention: rateConvention, mode: 'banking' as const };
        expect(annualPercentageRate({ ...terms, schedule: amortizationSchedule(terms) })).toBe(solverApr(terms, 2));
      }),
    );
  });

  it('pins the rounded root only when it lies clearly inside its rounding interval', () => {
    // A balance with its root at exactly `root` percent, falling as the rate rises.
    const balanceWithRootAt = (root: number) => (x: number) => root / 100 - x;
    expect(pinnedRoundedApr(balanceWithRootAt(3.6599), 3.66, 2)).toBe(3.66);
    // The guess is off by a whole step: the check says so rather than answer a wrong rounding.
    expect(pinnedRoundedApr(balanceWithRootAt(3.6749), 3.66, 2)).toBeNull();
    // A root a hair under a half: half-up rounding would give 3.66 or 3.67 depending on noise, so the solver decides.
    expect(pinnedRoundedApr(balanceWithRootAt(3.665 - 1e-8), 3.66, 2)).toBeNull();
    expect(pinnedRoundedApr(balanceWithRootAt(3.655 + 1e-8), 3.66, 2)).toBeNull();
    // Unrounded or very fine results are never pinned.
    expect(pinnedRoundedApr(balanceWithRootAt(3.66), 3.66, 8)).toBeNull();
  });

  it('falls back to the solver near a rounding edge and still answers the solver’s rounding', () => {
    // 1 000 lent, 1 045.55 repaid after a year is exactly 4.555 %: a guess of 4.555 cannot be pinned.
    const balance = (x: number) => 1045.55 * (1 + x) ** -1 - 1000;
    expect(pinnedRoundedApr(balance, 4.555, 2)).toBeNull();
    expect(aprFromCashFlows({ drawdowns: [{ amount: 1000, month: 0 }], payments: [{ amount: 1045.55, month: 12 }] })).toBe(4.56);
  });
});
