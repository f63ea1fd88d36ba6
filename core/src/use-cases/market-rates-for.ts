import type { MarketCountry } from '../catalogue/country.ts';
import { nearestGridPoint } from '../catalogue/lending-terms.ts';
import type { RateDistribution } from '../finance/rate-rank.ts';
import type { CatalogReader } from '../ports/catalog-reader.ts';
import type { Clock } from '../ports/clock.ts';

export interface MarketRatesDeps {
  catalog: Pick<CatalogReader, 'categoryBySlug' | 'marketRates'>;
  clock: Clock;
}

export interface MarketRatesInput {
  /** The comparator category whose offers make the market (pret-hypothecaire, pret-immobilier…). */
  categorySlug: string;
  country: MarketCountry;
  /** Months, as the visitor typed them: the category's nearest grid duration is read. */
  duration: number;
}

/**
 * What « your rate against the market » needs (issue 21, item 8), plain data a page hands to the browser as is: the
 * month's observed rates of a country's lenders in a category, at the category's grid duration nearest the one
 * asked, with rateRank (finance/rate-rank.ts) to place any rate among them and marketRankText to say it.
 */
export interface MarketRates {
  categorySlug: string;
  country: MarketCountry;
  /** Months: the grid duration the observations are of (rates are observed at the category's grid points only). */
  duration: number;
  /** 'YYYY-MM': the month read, the current one or the latest earlier one with observations; null when none ever. */
  month: string | null;
  /** Whether `month` is the current calendar month (UTC). */
  current: boolean;
  /** That month's observations (empty when `month` is null). */
  rates: RateDistribution;
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The market a rate is placed in: this month's observations for the country and duration, or the latest month that
 * has some (the page then says which month), or none (the page says so). Never a figure that was not observed.
 */
export async function marketRatesFor(deps: MarketRatesDeps, input: MarketRatesInput): Promise<MarketRates> {
  const now = deps.clock.now();
  const category = await deps.catalog.categoryBySlug(input.categorySlug);
  const duration = category ? nearestGridPoint(category.config.durations, input.duration) : undefined;
  const none = {
    categorySlug: input.categorySlug,
    country: input.country,
    duration: duration ?? input.duration,
    month: null,
    current: false,
    rates: [],
  };
  if (duration === undefined) return none;
  const found = await deps.catalog.marketRates({ categorySlug: input.categorySlug, country: input.country, duration, month: now });
  if (!found || found.rates.length === 0) return none;
  const month = monthOf(found.month);
  return { ...none, month, current: month === monthOf(now), rates: found.rates };
}
