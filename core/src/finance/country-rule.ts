import { marketCountries, type MarketCountry } from '../catalogue/country.ts';
import type { RateConvention } from './rate-convention.ts';

/**
 * What one version of a country's lending rules holds (its dated versions are country-rules.ts), and the checks of
 * a country and a buyer profile. No version lives here: the functions that apply one day's rule import this.
 */

/** The three markets; the list lives with the catalogue (catalogue/country.ts). */
export type Country = MarketCountry;

export const COUNTRIES: readonly Country[] = marketCountries;

/** Who is buying, as the LTV rules distinguish them. */
export type BuyerProfile = 'firstTimeBuyer' | 'primaryResidence' | 'other';

export const BUYER_PROFILES: readonly BuyerProfile[] = ['firstTimeBuyer', 'primaryResidence', 'other'];

/** Maximum loan / property value, as fractions (0.9 = 90 %); 1 where no rule caps it. */
export interface LtvCaps {
  /** A first-time buyer of the home they will live in. */
  firstTimeBuyer: number;
  /** Any other buyer of the home they will live in. */
  primaryResidence: number;
  /** Everything else, e.g. buy-to-let. */
  other: number;
}

export interface CountryRule {
  /** First day the version applies, 'YYYY-MM-DD'. */
  validFrom: string;
  /** The text the figures come from, as a person can look it up. */
  source: string;
  /** Maximum (charges + instalments) / net income, as a fraction (0.35 = 35 %). */
  maxDebtRatio: number;
  /** Whether the borrower insurance premium counts in the debt ratio. */
  debtRatioIncludesInsurance: boolean;
  maxDurationMonths: number;
  ltvCaps: LtvCaps;
  /** How the country's lenders turn an annual rate into a monthly one. */
  rateConvention: RateConvention;
}

export interface CountryRuleInForce extends CountryRule {
  country: Country;
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export function isBuyerProfile(value: unknown): value is BuyerProfile {
  return typeof value === 'string' && (BUYER_PROFILES as readonly string[]).includes(value);
}
