import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BELGIAN_REGIONS, PROPERTY_TYPES } from './property-purchase.ts';
import { BUYER_PROFILES, COUNTRIES } from './country-rule.ts';
import { purchaseBudget } from './purchase-budget.ts';
import type { PurchaseBudget, PurchaseBudgetInput } from './purchase-budget-rule.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const day = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

function budget(input: PurchaseBudgetInput): PurchaseBudget {
  const result = purchaseBudget(input);
  if (!result.ok) throw new Error(`expected a budget, got ${result.error.detail}`);
  return result.value;
}

describe('purchaseBudget — worked examples', () => {
  it('Luxembourg, a second home to live in at 600 000 € with 50 000 € of own funds: over the 90 % cap', () => {
    // Duties 7 % × 600 000 = 42 000 − Bëllegen Akt 30 000 = 12 000. Total 612 000; loan 612 000 − 50 000 = 562 000;
    // LTV 562 000 / 600 000 = 0,93667 > 0,90. Own funds for 90 %: 612 000 − 540 000 = 72 000.
    const b = budget({ country: 'LUX', price: 600_000, ownFunds: 50_000, buyerProfile: 'primaryResidence', date: day('2025-09-01') });
    expect(b.costs.total).toBeCloseTo(12_000, 9);
    expect(b.totalNeeded).toBeCloseTo(612_000, 9);
    expect(b.loanNeeded).toBeCloseTo(562_000, 9);
    expect(b.ltv).toBeCloseTo(0.9366666666666666, 12);
    expect(b.ltvCap).toBe(0.9);
    expect(b.meetsLtvRule).toBe(false);
    expect(b.minOwnFundsForLtv).toBeCloseTo(72_000, 9);
    expect(b.ownFundsUsed).toBe(50_000);
    expect(b.ownFundsLeft).toBe(0);
    expect(b.rule).toMatchObject({ country: 'LUX', validFrom: '2021-01-01' });
  });

  it('France, a first-time buyer at 300 000 € (ancien) with 30 000 €: no LTV rule, fees financed', () => {
    // Costs 22 273,05 (see acquisition-costs.test.ts). Total 322 273,05; loan 292 273,05; LTV 0,974243… ≤ 1.
    const b = budget({ country: 'FR', price: 300_000, ownFunds: 30_000, buyerProfile: 'firstTimeBuyer', date: day('2025-06-01') });
    expect(b.totalNeeded).toBeCloseTo(322_273.05, 8);
    expect(b.loanNeeded).toBeCloseTo(292_273.05, 8);
    expect(b.ltv).toBeCloseTo(0.9742435, 9);
    expect(b.ltvCap).toBe(1);
    expect(b.meetsLtvRule).toBe(true);
    expect(b.minOwnFundsForLtv).toBeCloseTo(22_273.05, 8);
  });

  it('Wallonia 2025 at 250 000 € with 40 000 €: 3 % for a first-time buyer, 12,5 % and the 80 % cap for an investor', () => {
    // First-time buyer: 3 % = 7 500; total 257 500; loan 217 500; LTV 0,87 ≤ 1.
    const first = budget({
      country: 'BE',
      region: 'wallonie',
      price: 250_000,
      ownFunds: 40_000,
      buyerProfile: 'firstTimeBuyer',
      date: day('2025-02-01'),
    });
    expect(first.costs.total).toBeCloseTo(7_500, 9);
    expect(first.loanNeeded).toBeCloseTo(217_500, 9);
    expect(first.ltv).toBeCloseTo(0.87, 12);
    expect(first.meetsLtvRule).toBe(true);
    // Investor: 12,5 % = 31 250; total 281 250; loan 241 250; LTV 0,965 > 0,8; own funds needed 281 250 − 200 000.
    const investor = budget({
      country: 'BE',
      region: 'wallonie',
      price: 250_000,
      ownFunds: 40_000,
      buyerProfile: 'other',
      date: day('2025-02-01'),
    });
    expect(investor.costs.total).toBeCloseTo(31_250, 9);
    expect(investor.ltv).toBeCloseTo(0.965, 12);
    expect(investor.ltvCap).toBe(0.8);
    expect(investor.meetsLtvRule).toBe(false);
    expect(investor.minOwnFundsForLtv).toBeCloseTo(81_250, 9);
  });

  it('own funds beyond the total: no loan, the rest left over', () => {
    // Costs 23 808,60 ⇒ total 323 808,60; 400 000 − 323 808,60 = 76 191,40 left.
    const b = budget({ country: 'FR', price: 300_000, ownFunds: 400_000, buyerProfile: 'other', date: day('2025-06-01') });
    expect(b.loanNeeded).toBe(0);
    expect(b.ltv).toBe(0);
    expect(b.ownFundsLeft).toBeCloseTo(76_191.4, 8);
    expect(b.ownFundsUsed).toBeCloseTo(323_808.6, 8);
    expect(b.meetsLtvRule).toBe(true);
  });
});

describe('purchaseBudget — failures are data', () => {
  it.each([
    ['zero price', { price: 0 }],
    ['negative own funds', { ownFunds: -1 }],
    ['NaN own funds', { ownFunds: Number.NaN }],
    ['unknown profile', { buyerProfile: 'investor' }],
    ['unknown country', { country: 'DE' }],
    ['Belgium without region', { country: 'BE' }],
    ['zero buyers', { buyers: 0 }],
  ])('%s', (_name, change) => {
    const input = { country: 'LUX', price: 300_000, ownFunds: 30_000, buyerProfile: 'firstTimeBuyer', ...change } as PurchaseBudgetInput;
    expect(purchaseBudget(input)).toMatchObject({ ok: false, error: { type: 'budget/invalid-input' } });
  });
});

describe('properties', () => {
  const input = fc.record({
    country: fc.constantFrom(...COUNTRIES),
    region: fc.constantFrom(...BELGIAN_REGIONS),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    buyers: fc.integer({ min: 1, max: 3 }),
    buyerProfile: fc.constantFrom(...BUYER_PROFILES),
    date: fc.date({ min: new Date(2015, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }),
    price: fc.integer({ min: 100, max: 300_000_000 }).map((cents) => cents / 100),
    ownFunds: fc.integer({ min: 0, max: 300_000_000 }).map((cents) => cents / 100),
  });

  it('loan + own funds used = total needed; costs ≥ 0; nothing negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = budget(i);
        expect(b.costs.total).toBeGreaterThanOrEqual(0);
        expect(b.loanNeeded + b.ownFundsUsed).toBeCloseTo(b.totalNeeded, 6);
        expect(b.ownFundsUsed + b.ownFundsLeft).toBeCloseTo(i.ownFunds, 6);
        expect(b.loanNeeded).toBeGreaterThanOrEqual(0);
        expect(b.ownFundsLeft).toBeGreaterThanOrEqual(0);
        expect(b.minOwnFundsForLtv).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('meetsLtvRule ⇔ ltv ≤ cap, and bringing the minimum own funds (plus a cent) meets it', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = budget(i);
        expect(b.meetsLtvRule).toBe(b.ltv <= b.ltvCap);
        expect(b.ltv).toBeCloseTo(b.loanNeeded / i.price, 12);
        expect(budget({ ...i, ownFunds: b.minOwnFundsForLtv + 0.01 }).meetsLtvRule).toBe(true);
        if (b.minOwnFundsForLtv > 0.01) expect(budget({ ...i, ownFunds: b.minOwnFundsForLtv - 0.01 }).meetsLtvRule).toBe(false);
      }),
    );
  });

  it('more own funds never raise the loan', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000_000 }), (i, extraCents) => {
        const before = budget(i);
        const after = budget({ ...i, ownFunds: i.ownFunds + extraCents / 100 });
        expect(after.loanNeeded).toBeLessThanOrEqual(before.loanNeeded + 1e-9);
      }),
    );
  });

  it('costs never fall when the price rises', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000_000 }), (i, extraCents) => {
        const lower = budget(i).costs.total;
        const higher = budget({ ...i, price: i.price + extraCents / 100 }).costs.total;
        expect(higher).toBeGreaterThanOrEqual(lower - 1e-6);
      }),
    );
  });
});
