import { roundHalfUp, type ProductRates } from '@pretscope/core';

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

/** How many shades the heat map of a rate grid uses, lightest (lowest rate) to darkest (highest). */
export const HEAT_SHADES = 5;

/** One colour of the heat map: the rates it covers, as shown (to the hundredth of a percent), and its shade. */
export interface HeatBand {
  from: number;
  to: number;
  /** 0 (lightest) to HEAT_SHADES − 1 (darkest). */
  shade: number;
}

export interface RateHeat {
  /** Lowest rates first; none for an empty grid. */
  bands: HeatBand[];
  /** `gridKey(amount, duration)` → the index of its band, for each observed rate. */
  bandOf: Record<string, number>;
}

/**
 * The heat map of a rate grid: the span from its lowest to its highest rate cut into up to `HEAT_SHADES` bands of
 * equal width. Rates are taken as the page prints them, to the hundredth, so two cells showing the same figure
 * always get the same colour and the bands' bounds never overlap (3,29 % à 3,39 %, then 3,40 % à …). With fewer
 * distinct hundredths than shades, each gets its own band, spread from the lightest shade to the darkest.
 */
export function rateHeat(grid: Pick<RateGrid, 'rates'>): RateHeat {
  // Hundredths of a percent as whole numbers, rounded as formatPercent prints them.
  const hundredths = Object.entries(grid.rates).map(([key, rate]) => [key, Math.round(roundHalfUp(rate, 2) * 100)] as const);
  if (hundredths.length === 0) return { bands: [], bandOf: {} };
  const low = Math.min(...hundredths.map(([, value]) => value));
  const span = Math.max(...hundredths.map(([, value]) => value)) - low + 1;
  const count = Math.min(HEAT_SHADES, span);
  const bands = Array.from({ length: count }, (_, index) => ({
    from: (low + Math.ceil((index * span) / count)) / 100,
    to: (low + Math.ceil(((index + 1) * span) / count) - 1) / 100,
    shade: count === 1 ? 0 : Math.round((index * (HEAT_SHADES - 1)) / (count - 1)),
  }));
  const bandOf: Record<string, number> = {};
  for (const [key, value] of hundredths) bandOf[key] = Math.floor(((value - low) * count) / span);
  return { bands, bandOf };
}
