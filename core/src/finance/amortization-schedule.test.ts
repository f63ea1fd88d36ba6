import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization-schedule.ts';
import { monthlyPayment } from './annuity.ts';
import { roundToCent } from './money.ts';
import { monthlyRate } from './rate-convention.ts';
import { expectRelativelyClose, loanTerms } from './test-arbitraries.test-support.ts';

describe('amortizationSchedule, exact mode (spec §3)', () => {
  const schedule = amortizationSchedule({ amount: 100_000, rate: 12, duration: 12 });

  it('computes each month with interest = monthly rate × remaining debt', () => {
    const [first, second] = schedule.months;
    // r = 1 %: first interest 1 000, principal 8 884.88 − 1 000, debt 100 000 − 7 884.88.
    expect(first?.interestPayment).toBeCloseTo(1000, 10);
    expect(first?.debtPayment).toBeCloseTo(7884.878867834, 8);
    expect(first?.debtRest).toBeCloseTo(92115.121132166, 8);
    expect(second?.interestPayment).toBeCloseTo(921.15121132166, 8);
    expect(first?.rate).toBe(12);
  });

  it('aggregates twelve months into a year row', () => {
    expect(schedule.years).toHaveLength(1);
    const [year] = schedule.years;
    expect(year?.debtPayment).toBeCloseTo(100_000, 8);
    expect(year?.payment).toBeCloseTo(8884.878867834 * 12, 6);
    // The year's interest: 12 payments − the capital, 106 618.5464… − 100 000.
    expect(year?.interestPayment).toBeCloseTo(6618.546414, 5);
    expect(year?.debtRest).toBe(0);
  });

  it('makes a shorter last year row when the duration is not whole years', () => {
    const partial = amortizationSchedule({ amount: 10_000, rate: 3, duration: 30 });
    expect(partial.years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(partial.years[2]?.payment).toBeCloseTo(monthlyPayment({ amount: 10_000, rate: 3, duration: 30 }) * 6, 6);
  });

  it('refuses impossible terms as a programming error', () => {
    expect(() => amortizationSchedule({ amount: 1000, rate: 3, duration: 0 })).toThrow(RangeError);
    expect(() => amortizationSchedule({ amount: 1000, rate: -1, duration: 12 })).toThrow(RangeError);
    expect(() => amortizationSchedule({ amount: Number.NaN, rate: 3, duration: 12 })).toThrow(RangeError);
    expect(() => amortizationSchedule({ amount: 1000, rate: 3, duration: 12.5 })).toThrow(RangeError);
  });
});

describe('amortizationSchedule, banking mode', () => {
  const schedule = amortizationSchedule({ amount: 200_000, rate: 6.5, duration: 360, mode: 'banking' });

  it('rounds the payment once and each interest to the cent', () => {
    const [first, second] = schedule.months;
    // 200 000 × 0.065 / 12 = 1 083.333… → 1 083.33; principal 1 264.14 − 1 083.33 = 180.81.
    expect(first).toMatchObject({ payment: 1264.14, interestPayment: 1083.33, debtPayment: 180.81, debtRest: 199_819.19 });
    // 199 819.19 × 0.065 / 12 = 1 082.3539… → 1 082.35.
    expect(second).toMatchObject({ payment: 1264.14, interestPayment: 1082.35, debtPayment: 181.79, debtRest: 199_637.4 });
  });

  it('adjusts the last payment so the debt ends at exactly zero', () => {
    const last = schedule.months[359];
    expect(last?.debtRest).toBe(0);
    expect(last?.payment).not.toBe(1264.14);
    expect(schedule.totals.payment).toBe(roundToCent(schedule.totals.interest + 200_000));
  });

  it('adds insurance on the initial capital to every row and the totals', () => {
    // 0.30 % a year of 200 000 = 600 a year = 50.00 a month.
    const insured = amortizationSchedule({
      amount: 200_000,
      rate: 3.5,
      duration: 240,
      mode: 'banking',
      insurance: { basis: 'initial-capital', rate: 0.3 },
    });
    expect(insured.months[0]?.insurance).toBe(50);
    expect(insured.months[0]?.repayment).toBe(roundToCent((insured.months[0]?.payment ?? 0) + 50));
    expect(insured.totals.insurance).toBe(12_000);
    expect(insured.totals.repayment).toBe(roundToCent(insured.totals.payment + 12_000));
  });

  it('takes a fixed monthly premium', () => {
    const insured = amortizationSchedule({
      amount: 10_000,
      rate: 5,
      duration: 24,
      mode: 'banking',
      insurance: { basis: 'fixed', monthly: 7.5 },
    });
    expect(insured.totals.insurance).toBe(180);
    expect(insured.years[0]?.insurance).toBe(90);
  });
});

describe('properties', () => {
  const modes = fc.constantFrom('exact' as const, 'banking' as const);

  it('repays exactly the amount', () => {
    fc.assert(
      fc.property(loanTerms, modes, (terms, mode) => {
        const { months } = amortizationSchedule({ ...terms, mode });
        const repaid = months.reduce((total, row) => total + row.debtPayment, 0);
        if (mode === 'banking') expect(roundToCent(repaid)).toBe(roundToCent(terms.amount));
        else expectRelativelyClose(repaid, terms.amount);
      }),
    );
  });

  it('never lets the debt rise, and ends it at zero', () => {
    fc.assert(
      fc.property(loanTerms, modes, (terms, mode) => {
        const { months } = amortizationSchedule({ ...terms, mode });
        let previous = terms.amount;
        for (const row of months) {
          expect(row.debtRest).toBeLessThanOrEqual(previous + 1e-9);
          expect(row.debtRest).toBeGreaterThanOrEqual(0);
          previous = row.debtRest;
        }
        expect(months.at(-1)?.debtRest).toBe(0);
        expect(months).toHaveLength(terms.duration);
      }),
    );
  });

  it('charges interest = total paid − amount', () => {
    fc.assert(
      fc.property(loanTerms, modes, (terms, mode) => {
        const { totals } = amortizationSchedule({ ...terms, mode });
        // Compared as totals paid: interest alone can be 0 at a zero rate, where a relative check means nothing.
        expectRelativelyClose(totals.interest + terms.amount, totals.payment);
      }),
    );
  });

  it('in exact mode, total interest equals payment × n − amount (spec §3)', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const { totals } = amortizationSchedule(terms);
        expectRelativelyClose(totals.interest + terms.amount, monthlyPayment(terms) * terms.duration);
      }),
    );
  });

  it('in banking mode, every amount is whole cents and the payments are the rounded annuity', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const { months } = amortizationSchedule({ ...terms, mode: 'banking' });
        const payment = roundToCent(monthlyPayment(terms));
        for (const row of months.slice(0, -1)) {
          for (const value of [row.payment, row.interestPayment, row.debtPayment, row.debtRest]) expect(roundToCent(value)).toBe(value);
          // A payment that ends the debt early can only be smaller.
          expect(row.payment).toBeLessThanOrEqual(payment);
        }
      }),
    );
  });

  it('in banking mode, each interest is the previous debt × the monthly rate, rounded half-up to the cent', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const { months } = amortizationSchedule({ ...terms, mode: 'banking' });
        const r = monthlyRate(terms.rate, terms.convention);
        let debt = roundToCent(terms.amount);
        for (const row of months) {
          expect(row.interestPayment).toBe(roundToCent(debt * r));
          debt = row.debtRest;
        }
      }),
    );
  });

  it('year rows repay the amount: their capital sums to it, and each year’s capital + interest is its payment', () => {
    fc.assert(
      fc.property(loanTerms, modes, (terms, mode) => {
        const { years } = amortizationSchedule({ ...terms, mode });
        const repaid = years.reduce((total, year) => total + year.debtPayment, 0);
        if (mode === 'banking') expect(roundToCent(repaid)).toBe(roundToCent(terms.amount));
        else expectRelativelyClose(repaid, terms.amount);
        let debt = terms.amount;
        for (const year of years) {
          expectRelativelyClose(year.debtPayment + year.interestPayment, year.payment);
          expect(year.debtPayment).toBeGreaterThanOrEqual(0);
          expect(year.interestPayment).toBeGreaterThanOrEqual(0);
          // The capital left at a year's end is what was owed less that year's capital.
          expect(Math.abs(debt - year.debtPayment - year.debtRest)).toBeLessThan(1e-6 * Math.max(1, terms.amount));
          debt = year.debtRest;
        }
      }),
    );
  });

  it('year rows add up to the totals', () => {
    fc.assert(
      fc.property(loanTerms, modes, (terms, mode) => {
        const { years, totals } = amortizationSchedule({ ...terms, mode });
        expect(years).toHaveLength(Math.ceil(terms.duration / 12));
        expectRelativelyClose(
          years.reduce((t, y) => t + y.payment, 0),
          totals.payment,
        );
        expectRelativelyClose(
          years.reduce((t, y) => t + y.interestPayment, 0),
          totals.interest,
        );
      }),
    );
  });
});
