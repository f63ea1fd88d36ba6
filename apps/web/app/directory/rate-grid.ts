import type { ProductRates } from '@pretscope/core';

/** A product's current rates, as its page shows them: amounts (rows) × durations (columns). */
export interface RateGrid {
  amounts: number[];
  /** Months. */
  durations: number[];
  /** `gridKey(amount, duration)` → the latest observed rate. */
  rates: Record<string, number>;
  /** The day of the latest observation, ISO 'YYYY-MM-DD'. */
  observedOn: string | null;
}

export const gridKey = (amount: number, duration: number) => `${amount}:${duration}`;

/** The grid of a product's latest observation at each amount and duration (core CatalogReader `productRates`). */
export function rateGrid({ latest }: Pick<ProductRates, 'latest'>): RateGrid {
  const ascending = (a: number, b: number) => a - b;
  const rates: Record<string, number> = {};
  let newest: Date | null = null;
  for (const loan of latest) {
    rates[gridKey(loan.amount, loan.duration)] = loan.rate;
    if (!newest || loan.createdAt > newest) newest = loan.createdAt;
  }
  return {
    amounts: [...new Set(latest.map((loan) => loan.amount))].sort(ascending),
    durations: [...new Set(latest.map((loan) => loan.duration))].sort(ascending),
    rates,
    observedOn: newest ? newest.toISOString().slice(0, 10) : null,
  };
}
