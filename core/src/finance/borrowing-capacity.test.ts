import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingCapacity } from './borrowing-capacity.ts';
import type { BorrowingCapacity, BorrowingCapacityInput } from './borrowing-capacity-rule.ts';
import { monthlyPayment } from './annuity.ts';
import { COUNTRIES } from './country-rule.ts';
import { rulesFor } from './country-rules.ts';
import { roundToCent } from './money.ts';
import { annualRate } from './test-arbitraries.test-support.ts';

const date = new Date(2025, 5, 1, 12);

function capacity(input: Omit<BorrowingCapacityInput, 'date'> & { date?: Date }): BorrowingCapacity {
  const result = borrowingCapacity({ date, ...input });
  if (!result.ok) throw new Error(`expected a capacity, got ${result.error.type}: ${result.error.detail}`);
  return result.value;
}

// Expected figures below were computed apart from the code, with Python's decimal module at 40 digits:
// present value of an annuity PV = X × (1 − (1 + r)^−n) / r.
describe('borrowingCapacity — worked examples', () => {
  it('France, 4 000 € net, no charges, 3.5 %, 20 years, no insurance: 1 400 € a month, 241 396.08 €', () => {
    // Budget 35 % × 4 000 = 1 400. r = 0.035 / 12 = 0.0029166…, (1 + r)^−240 = 0.497…,
    // PV = 1 400 × (1 − 1.0029166…^−240) / 0.0029166… = 241 396.0757…
    const c = capacity({ country: 'FR', netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 240 });
    expect(c.maxMonthlyPayment).toBeCloseTo(1_400, 9);
    expect(c.monthlyInsurance).toBe(0);
    expect(c.maxTotalMonthly).toBeCloseTo(1_400, 9);
    expect(c.maxAmount).toBeCloseTo(241_396.0757255234, 6);
    expect(c.debtRatio).toBeCloseTo(0.35, 12);
    expect(c.maxDebtRatio).toBe(0.35);
    expect(c.remainingIncome).toBeCloseTo(2_600, 9);
    expect(c.duration).toBe(240);
    expect(c.durationCapped).toBe(false);
    expect(c.rule).toMatchObject({ country: 'FR', validFrom: '2022-01-01' });
  });

  it('France with insurance at 0.30 % of the capital: the premium counts in the 35 % and grows with the amount', () => {
    // k = PV of 1 €/month = 172.4257…; q = 0.003 / 12 = 0.00025. A × (1/k + q) = 1 400 ⇒ A = 1 400 k / (1 + q k)
    // = 231 420.3671…; instalment A / k = 1 342.1449…; premium A × q = 57.8551…; together exactly 1 400.
    const c = capacity({
      country: 'FR',
      netMonthlyIncome: 4_000,
      monthlyCharges: 0,
      rate: 3.5,
      duration: 240,
      insurance: { basis: 'initial-capital', rate: 0.3 },
    });
    expect(c.maxAmount).toBeCloseTo(231_420.367072957, 6);
    expect(c.maxMonthlyPayment).toBeCloseTo(1_342.1449082317608, 8);
    expect(c.monthlyInsurance).toBeCloseTo(57.85509176823924, 8);
    expect(c.maxTotalMonthly).toBeCloseTo(1_400, 9);
    expect(c.debtRatio).toBeCloseTo(0.35, 12);
    expect(roundToCent(c.remainingIncome)).toBe(2_600);
  });

  it('France with a fixed premium of 40 € a month: the instalment is what the premium leaves of the budget', () => {
    // 1 400 − 40 = 1 360 ⇒ PV = 1 360 × k = 234 499.0450…
    const c = capacity({
      country: 'FR',
      netMonthlyIncome: 4_000,
      monthlyCharges: 0,
      rate: 3.5,
      duration: 240,
      insurance: { basis: 'fixed', monthly: 40 },
    });
    expect(c.maxMonthlyPayment).toBeCloseTo(1_360, 9);
    expect(c.monthlyInsurance).toBe(40);
    expect(c.maxAmount).toBeCloseTo(234_499.0449905084, 6);
  });

  it('France caps 30 years to 25 and takes existing charges off the budget', () => {
    // 1 400 − 300 = 1 100 over 300 months at 3.5 %: PV = 219 725.9708…
    const c = capacity({ country: 'FR', netMonthlyIncome: 4_000, monthlyCharges: 300, rate: 3.5, duration: 360 });
    expect(c.duration).toBe(300);
    expect(c.durationCapped).toBe(true);
    expect(c.maxMonthlyPayment).toBeCloseTo(1_100, 9);
    expect(c.maxAmount).toBeCloseTo(219_725.9708386936, 6);
    expect(c.debtRatio).toBeCloseTo(0.35, 12);
  });

  it('Belgium: a third of 4 500 € at 3 % over 25 years with the equivalent monthly rate', () => {
    // Budget 1 500. r = 1.03^(1/12) − 1 = 0.0024662697723…; PV = 1 500 × (1 − (1 + r)^−300) / r = 317 723.4117…
    const c = capacity({ country: 'BE', netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3, duration: 300 });
    expect(c.maxMonthlyPayment).toBeCloseTo(1_500, 9);
    expect(c.maxAmount).toBeCloseTo(317_723.4116507876, 6);
  });

  it('Luxembourg: 40 % practice, insurance outside the ratio but inside the remaining income', () => {
    // Budget 40 % × 6 000 − 500 = 1 900 at 4 % over 30 years: PV = 397 976.3569…
    // Remaining income 6 000 − 500 − 1 900 − 50 = 3 550.
    const c = capacity({
      country: 'LUX',
      netMonthlyIncome: 6_000,
      monthlyCharges: 500,
      rate: 4,
      duration: 360,
      insurance: { basis: 'fixed', monthly: 50 },
    });
    expect(c.maxMonthlyPayment).toBeCloseTo(1_900, 9);
    expect(c.maxAmount).toBeCloseTo(397_976.3568629659, 6);
    expect(c.maxTotalMonthly).toBeCloseTo(1_950, 9);
    expect(c.debtRatio).toBeCloseTo(0.4, 12);
    // 500 / 6 000: the existing loans' part of the 40 %, the new loan's being 1 900 / 6 000.
    expect(c.chargesRatio).toBeCloseTo(0.083333333333, 12);
    expect(c.remainingIncome).toBeCloseTo(3_550, 9);
  });

  it('uses a given cap instead of the country’s, and a zero rate repays instalment × months', () => {
    const c = capacity({ country: 'LUX', netMonthlyIncome: 5_000, monthlyCharges: 0, rate: 0, duration: 240, maxDebtRatio: 0.3 });
    expect(c.maxDebtRatio).toBe(0.3);
    expect(c.maxMonthlyPayment).toBeCloseTo(1_500, 9);
    expect(c.maxAmount).toBeCloseTo(360_000, 6);
  });
});

describe('borrowingCapacity — failures are data', () => {
  const base: BorrowingCapacityInput = { country: 'FR', netMonthlyIncome: 3_000, monthlyCharges: 0, rate: 3, duration: 240, date };

  it('no capacity when charges use the whole budget', () => {
    const result = borrowingCapacity({ ...base, monthlyCharges: 1_050 });
    expect(result).toMatchObject({ ok: false, error: { type: 'capacity/no-capacity' } });
  });

  it('no capacity when a counted fixed premium uses the rest', () => {
    const result = borrowingCapacity({ ...base, monthlyCharges: 1_000, insurance: { basis: 'fixed', monthly: 50 } });
    expect(result).toMatchObject({ ok: false, error: { type: 'capacity/no-capacity' } });
  });

  it.each([
    ['income 0', { netMonthlyIncome: 0 }],
    ['negative charges', { monthlyCharges: -1 }],
    ['NaN rate', { rate: Number.NaN }],
    ['negative rate', { rate: -1 }],
    ['fractional duration', { duration: 12.5 }],
    ['zero duration', { duration: 0 }],
    ['unknown country', { country: 'DE' as never }],
    ['invalid date', { date: new Date(Number.NaN) }],
    ['cap above 1', { maxDebtRatio: 1.2 }],
    ['negative insurance rate', { insurance: { basis: 'initial-capital' as const, rate: -0.1 } }],
    ['infinite premium', { insurance: { basis: 'fixed' as const, monthly: Number.POSITIVE_INFINITY } }],
  ])('invalid input: %s', (_name, change) => {
    const result = borrowingCapacity({ ...base, ...change });
    expect(result).toMatchObject({ ok: false, error: { type: 'capacity/invalid-input' } });
  });
});

describe('properties', () => {
  const income = fc.integer({ min: 100_000, max: 5_000_000 }).map((cents) => cents / 100);
  const charges = fc.integer({ min: 0, max: 200_000 }).map((cents) => cents / 100);
  const duration = fc.integer({ min: 12, max: 420 });
  const insurance = fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((bp) => ({ basis: 'initial-capital' as const, rate: bp / 100 })),
      fc.integer({ min: 0, max: 10_000 }).map((cents) => ({ basis: 'fixed' as const, monthly: cents / 100 })),
    ),
    { nil: undefined },
  );
  const input = fc
    .record({
      country: fc.constantFrom(...COUNTRIES),
      netMonthlyIncome: income,
      monthlyCharges: charges,
      rate: annualRate,
      duration,
      insurance,
    })
    .map((fields): BorrowingCapacityInput => ({ ...fields, date }));

  it('the debt ratio never exceeds the cap, and the reste à vivre is income − charges − total monthly', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = borrowingCapacity(i);
        if (!result.ok) return;
        const c = result.value;
        expect(c.debtRatio).toBeLessThanOrEqual(c.maxDebtRatio + 1e-9);
        expect(c.chargesRatio).toBeCloseTo(i.monthlyCharges / i.netMonthlyIncome, 12);
        expect(c.chargesRatio).toBeLessThan(c.debtRatio);
        expect(c.remainingIncome).toBeCloseTo(i.netMonthlyIncome - i.monthlyCharges - c.maxTotalMonthly, 6);
        expect(c.maxTotalMonthly).toBeCloseTo(c.maxMonthlyPayment + c.monthlyInsurance, 6);
        expect(c.maxAmount).toBeGreaterThan(0);
        expect(c.duration).toBeLessThanOrEqual(i.duration);
      }),
    );
  });

  it('more income never lowers the amount', () => {
    fc.assert(
      fc.property(input, income, (i, extra) => {
        const before = borrowingCapacity(i);
        const after = borrowingCapacity({ ...i, netMonthlyIncome: i.netMonthlyIncome + extra });
        if (before.ok) {
          expect(after.ok).toBe(true);
          if (after.ok) expect(after.value.maxAmount).toBeGreaterThanOrEqual(before.value.maxAmount * (1 - 1e-12));
        }
      }),
    );
  });

  it('more charges never raise the amount', () => {
    fc.assert(
      fc.property(input, charges, (i, extra) => {
        const before = borrowingCapacity(i);
        const after = borrowingCapacity({ ...i, monthlyCharges: i.monthlyCharges + extra });
        if (after.ok) {
          expect(before.ok).toBe(true);
          if (before.ok) expect(after.value.maxAmount).toBeLessThanOrEqual(before.value.maxAmount * (1 + 1e-12));
        }
      }),
    );
  });

  it('a higher rate never raises the amount', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 500 }), (i, basisPoints) => {
        const before = borrowingCapacity(i);
        const after = borrowingCapacity({ ...i, rate: i.rate + basisPoints / 100 });
        expect(after.ok).toBe(before.ok);
        if (before.ok && after.ok) expect(after.value.maxAmount).toBeLessThanOrEqual(before.value.maxAmount * (1 + 1e-12));
      }),
    );
  });

  it('the instalment is the annuity of the amount, and charges + what the rule counts fill the budget', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = borrowingCapacity(i);
        if (!result.ok) return;
        const c = result.value;
        const { rateConvention, debtRatioIncludesInsurance } = rulesFor(i.country, date);
        const instalment = monthlyPayment({ amount: c.maxAmount, rate: i.rate, duration: c.duration, convention: rateConvention });
        expect(instalment).toBeCloseTo(c.maxMonthlyPayment, 6);
        const counted = debtRatioIncludesInsurance ? c.maxTotalMonthly : c.maxMonthlyPayment;
        expect(i.monthlyCharges + counted).toBeCloseTo(c.maxDebtRatio * i.netMonthlyIncome, 6);
      }),
    );
  });
});
