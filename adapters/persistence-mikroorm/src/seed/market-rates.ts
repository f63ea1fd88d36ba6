import { defaultTerms } from '@pretscope/core';

/**
 * A plausible market for the demo data: how the rates of each loan category moved from late 2024 to late 2026,
 * and how they vary with the duration and the amount. Rates are annual percentages (3.5 means 3,5 %).
 */

export interface RateBounds {
  /** Annual rate in percent. */
  min: number;
  max: number;
}

/** What the model needs of a category: its slug and the amount × duration grid of its simulator. */
export interface RateModelCategory {
  slug: string;
  config: {
    amounts: readonly number[];
    /** Months. */
    durations: readonly number[];
    amountIndex: number;
    durationIndex: number;
    durationUnit: 'year' | 'month';
  };
}

interface MarketProfile {
  /** The rate at the category's preselected amount and duration, by month ('YYYY-MM'), interpolated in between. */
  path: readonly (readonly [month: string, rate: number])[];
  /** Percentage points added per year of duration beyond the preselected duration. */
  perYear: number;
  /** Percentage points added per doubling of the amount beyond the preselected amount (bigger loans cost less). */
  perDoubling: number;
  /** The range the path was drawn for (a category of unknown slug gets the path rescaled to its own range). */
  bounds: RateBounds;
}

/*
 * 2025–2026 levels: mortgages fell from about 3,6 % in late 2024 to about 3,1 % in the second half of 2025 as the
 * ECB cut its rates, then edged up to about 3,3 % with long-term yields; consumer credit eased more slowly from a
 * higher level; crypto-backed loans follow their own, more volatile market.
 */
const MARKET_PROFILES: Readonly<Record<string, MarketProfile>> = {
  'pret-hypothecaire': {
    path: [
      ['2024-10', 3.6],
      ['2025-01', 3.45],
      ['2025-06', 3.15],
      ['2025-10', 3.1],
      ['2026-04', 3.2],
      ['2026-12', 3.3],
    ],
    perYear: 0.02,
    perDoubling: 0,
    bounds: { min: 2.8, max: 4.2 },
  },
  'pret-immobilier': {
    path: [
      ['2024-10', 3.55],
      ['2025-02', 3.3],
      ['2025-07', 3.12],
      ['2025-12', 3.15],
      ['2026-06', 3.25],
      ['2026-12', 3.3],
    ],
    perYear: 0.025,
    perDoubling: 0,
    bounds: { min: 2.9, max: 4.0 },
  },
  'pret-personnel': {
    path: [
      ['2024-10', 7.0],
      ['2025-06', 6.5],
      ['2026-01', 6.3],
      ['2026-12', 6.45],
    ],
    perYear: 0.05,
    perDoubling: -0.25,
    bounds: { min: 4.5, max: 9.5 },
  },
  'pret-auto': {
    path: [
      ['2024-10', 6.0],
      ['2025-06', 5.55],
      ['2026-01', 5.4],
      ['2026-12', 5.5],
    ],
    perYear: 0.05,
    perDoubling: -0.2,
    bounds: { min: 3.9, max: 7.9 },
  },
  'regroupement-de-credit': {
    path: [
      ['2024-10', 7.4],
      ['2025-06', 6.9],
      ['2026-01', 6.7],
      ['2026-12', 6.85],
    ],
    perYear: 0,
    perDoubling: -0.25,
    bounds: { min: 5, max: 10 },
  },
  'pret-crypto': {
    path: [
      ['2024-10', 10.5],
      ['2025-04', 9.6],
      ['2025-11', 10.2],
      ['2026-06', 9.8],
      ['2026-12', 10.0],
    ],
    perYear: 0.1,
    perDoubling: -0.25,
    bounds: { min: 6, max: 14 },
  },
};

/** Categories the model does not know borrow the shape of a known one: mortgages for years, personal loans for months. */
const FALLBACK_PROFILE: Readonly<Record<'year' | 'month', string>> = { year: 'pret-hypothecaire', month: 'pret-personnel' };

/**
 * Width of the band inside each bound where rates are squeezed towards it instead of being cut (see softClamp),
 * in percentage points.
 */
const SOFT_BAND = 0.25;

export interface RateModel {
  bounds: RateBounds;
  /** The market level of the month at the category's preselected amount and duration. */
  level(month: Date): number;
  /**
   * One observed rate: the month's level, the duration and amount effects, the product's own `offset` and a
   * `noise`, clamped to the category's bounds (softly: see softClamp) and rounded to 2 decimals.
   */
  rate(input: { month: Date; amount: number; duration: number; offset: number; noise: number }): number;
}

/** The rate model of one category; `rateLevel` (the seed data's range for it) replaces the profile's bounds. */
export function createRateModel(category: RateModelCategory, rateLevel?: RateBounds): RateModel {
  const known = MARKET_PROFILES[category.slug];
  const profile = known ?? (MARKET_PROFILES[FALLBACK_PROFILE[category.config.durationUnit]] as MarketProfile);
  const bounds = rateLevel ?? profile.bounds;
  // An unknown category keeps the shape of the borrowed path, moved into its own range.
  const rescale = (rate: number) =>
    bounds.min + ((rate - profile.bounds.min) / (profile.bounds.max - profile.bounds.min)) * (bounds.max - bounds.min);
  const anchors = profile.path.map(([month, rate]) => ({ index: monthIndexOf(month), rate: known ? rate : rescale(rate) }));
  // The preselected terms (core defaultTerms); a category without a grid has no rates to draw, whatever they are.
  const reference = defaultTerms(category);
  const referenceAmount = reference?.amount ?? 0;
  const referenceDuration = reference?.duration ?? 0;

  const level = (month: Date) => interpolate(anchors, month.getUTCFullYear() * 12 + month.getUTCMonth());
  return {
    bounds,
    level,
    rate({ month, amount, duration, offset, noise }) {
      const durationEffect = (profile.perYear * (duration - referenceDuration)) / 12;
      const amountEffect = amount > 0 && referenceAmount > 0 ? profile.perDoubling * Math.log2(amount / referenceAmount) : 0;
      const rate = softClamp(level(month) + durationEffect + amountEffect + offset + noise, bounds.min, bounds.max);
      return Math.round(clamp(rate, bounds.min, bounds.max) * 100) / 100;
    },
  };
}

function monthIndexOf(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return (year ?? 0) * 12 + (monthNumber ?? 1) - 1;
}

/** Linear between anchors, flat before the first and after the last. */
function interpolate(anchors: readonly { index: number; rate: number }[], index: number): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last) return 0;
  if (index <= first.index) return first.rate;
  if (index >= last.index) return last.rate;
  for (let position = 1; position < anchors.length; position++) {
    const right = anchors[position] as { index: number; rate: number };
    const left = anchors[position - 1] as { index: number; rate: number };
    if (index <= right.index) return left.rate + ((right.rate - left.rate) * (index - left.index)) / (right.index - left.index);
  }
  return last.rate;
}

/**
 * `value` kept inside [min, max] without piling up on the bounds: unchanged in the middle, and within SOFT_BAND of
 * a bound, squeezed exponentially towards it (continuous, increasing, never reaching it). A cheap offer at a short
 * duration then stays a little cheaper than a less cheap one, where a plain clamp would give both the minimum.
 */
export function softClamp(value: number, min: number, max: number): number {
  const band = Math.min(SOFT_BAND, (max - min) / 4);
  if (value < min + band) return min + band * Math.exp((value - min - band) / band);
  if (value > max - band) return max - band * Math.exp((max - band - value) / band);
  return value;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
