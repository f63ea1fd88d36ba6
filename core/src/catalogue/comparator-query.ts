import { formatDuration } from '../format/format-duration.ts';
import { formatEuros, formatNumber } from '../format/format-number.ts';
import { parseFrenchNumber } from '../format/parse-french-number.ts';
import { readDuration } from './duration-param.ts';
import { frenchDay } from '../messages/french-words.ts';
import { advertisedCreditOf } from '../legal/legal-mentions.ts';
import type { CategoryConfig, DurationUnit } from './category.ts';
import { countryLabels, marketCountries, type MarketCountry } from './country.ts';
import { defaultTerms } from './default-terms.ts';
import { offerChannels, rateTypes, type OfferChannel, type RateType } from './lending-terms.ts';
import { defaultOfferSort, offerSorts, type OfferSort } from './offer-ranking.ts';

/**
 * The comparator's request as its pages carry it (the home search and the category page's GET form): the French
 * names of the URL's parameters and the values a visitor reads in them.
 * - `montant`: euros, in French or plain (« 250 000 », « 250 000 € », « 250000 »);
 * - `duree`: in the category's unit (years for mortgages, months for consumer credit), « 20 », « 20 ans », « 2,5 »,
 *   or with an explicit unit (« 240 mois »);
 * - `pays`: LUX, BE, FR or `tous`; the visitor's country when absent;
 * - `taux`: fixe, variable or mixte; `via`: direct or courtier; `tri`: taux, taeg, mensualite or cout.
 */
export const COMPARATOR_PARAMS = ['montant', 'duree', 'pays', 'taux', 'via', 'tri'] as const;
export type ComparatorParam = (typeof COMPARATOR_PARAMS)[number];

/** Every country, as the country filter names the choice. */
export const ALL_COUNTRIES = 'tous';

const RATE_TYPE_PARAM: Readonly<Record<RateType, string>> = { fixed: 'fixe', variable: 'variable', mixed: 'mixte' };
const CHANNEL_PARAM: Readonly<Record<OfferChannel, string>> = { direct: 'direct', broker: 'courtier' };
const SORT_PARAM: Readonly<Record<OfferSort, string>> = { rate: 'taux', apr: 'taeg', payment: 'mensualite', cost: 'cout' };

const fromParam = <T extends string>(names: Readonly<Record<T, string>>, value: string | null): T | undefined =>
  (Object.keys(names) as T[]).find((key) => names[key] === value);

/** The parameter values of the filters' choices, for the forms' options. */
export const comparatorChoices = {
  rateTypes: rateTypes.map((type) => ({ type, value: RATE_TYPE_PARAM[type] })),
  channels: offerChannels.map((channel) => ({ channel, value: CHANNEL_PARAM[channel] })),
  sorts: offerSorts.map((sort) => ({ sort, value: SORT_PARAM[sort] })),
  countries: marketCountries.map((country) => ({ country, value: country as string, label: countryLabels[country] })),
} as const;

/** What the comparator is asked, typed: the visitor's exact terms (euros, months) and the filters and sort in force. */
export interface ComparatorRequest {
  amount: number;
  /** Months. */
  duration: number;
  /** The unit the category speaks in, and its duration field is read in. */
  unit: DurationUnit;
  /** The country filter: one market, or null for every country. */
  country: MarketCountry | null;
  rateType: RateType | null;
  channel: OfferChannel | null;
  sort: OfferSort;
}

/** The category a request is read for: its slug (its kind of credit), its grid's defaults, bounds and unit. */
export interface ComparatorCategory {
  slug: string;
  config: Pick<CategoryConfig, 'amounts' | 'durations' | 'amountIndex' | 'durationIndex' | 'durationUnit' | 'bounds'>;
}

/** The form's fields as they should show again: what the visitor typed, or the value in force. */
export type ComparatorForm = Record<ComparatorParam, string>;

export type ComparatorQueryResult =
  | { ok: true; request: ComparatorRequest; form: ComparatorForm }
  | { ok: false; errors: Partial<Record<'montant' | 'duree', string>>; form: ComparatorForm; unit: DurationUnit };

const MONTHS_PER_YEAR = 12;

/**
 * Reads the comparator's request from a URL's parameters, for a category: the visitor's numbers exactly as typed
 * (never snapped, rounded or swapped: a number the category cannot take is an error in French, not another number),
 * the category's default terms for an empty field, the visitor's country as the default country filter, and the
 * category's default sort (defaultOfferSort). Filters with a value the form never offers read as not set.
 */
export function comparatorQueryFrom(
  category: ComparatorCategory,
  params: { get(name: string): string | null },
  options: { visitor?: MarketCountry | undefined } = {},
): ComparatorQueryResult {
  const unit = category.config.durationUnit;
  const { bounds } = category.config;
  const terms = defaultTerms(category) ?? { amount: bounds.minAmount, duration: bounds.minDuration };
  const typed = (name: ComparatorParam) => (params.get(name) ?? '').trim();
  const errors: Partial<Record<'montant' | 'duree', string>> = {};

  let amount = terms.amount;
  if (typed('montant')) {
    const value = parseFrenchNumber(typed('montant'));
    if (value === null) errors.montant = 'Le montant doit être un nombre en euros, par exemple 250\u202f000.';
    else if (value < bounds.minAmount || value > bounds.maxAmount)
      errors.montant = `Le montant doit être compris entre ${formatEuros(bounds.minAmount, 0)} et ${formatEuros(bounds.maxAmount, 0)}.`;
    else amount = value;
  }

  let duration = terms.duration;
  if (typed('duree')) {
    const read = readDuration(typed('duree'), unit);
    const range = `entre ${formatDuration(bounds.minDuration, unit)} et ${formatDuration(bounds.maxDuration, unit)}`;
    if (read === null)
      errors.duree = `La durée doit être un nombre ${unit === 'year' ? 'd’années, par exemple 20' : 'de mois, par exemple 48'}.`;
    else if (!Number.isInteger(read)) errors.duree = 'La durée doit tomber sur un nombre entier de mois.';
    else if (read < bounds.minDuration || read > bounds.maxDuration)
      errors.duree = `La durée doit être comprise ${range}.${monthsMeant(typed('duree'), unit, bounds)}`;
    else duration = read;
  }

  const countryParam = typed('pays');
  const country =
    countryParam === ALL_COUNTRIES
      ? null
      : (marketCountries as readonly string[]).includes(countryParam)
        ? (countryParam as MarketCountry)
        : (options.visitor ?? null);
  const rateType = fromParam(RATE_TYPE_PARAM, typed('taux')) ?? null;
  const channel = fromParam(CHANNEL_PARAM, typed('via')) ?? null;
  const sort = fromParam(SORT_PARAM, typed('tri')) ?? defaultOfferSort(advertisedCreditOf(category.slug));
  const filters = {
    pays: country ?? ALL_COUNTRIES,
    taux: rateType ? RATE_TYPE_PARAM[rateType] : '',
    via: channel ? CHANNEL_PARAM[channel] : '',
    tri: SORT_PARAM[sort],
  };
  if (errors.montant || errors.duree)
    return { ok: false, errors, unit, form: { montant: typed('montant'), duree: typed('duree'), ...filters } };
  const request: ComparatorRequest = { amount, duration, unit, country, rateType, channel, sort };
  return {
    ok: true,
    request,
    form: { montant: formatNumber(amount, Number.isInteger(amount) ? 0 : 2), duree: durationField(duration, unit), ...filters },
  };
}

/**
 * A bare number too large in years that is a duration in months (« 240 » on a mortgage, as links written before the
 * comparator spoke in years did): the error asks rather than reads it as months, since nothing is swapped silently.
 */
function monthsMeant(text: string, unit: DurationUnit, bounds: CategoryConfig['bounds']): string {
  if (unit !== 'year' || !/^\d+$/.test(text)) return '';
  const months = Number(text);
  if (months < bounds.minDuration || months > bounds.maxDuration) return '';
  const inYears = months % MONTHS_PER_YEAR === 0 ? `${months / MONTHS_PER_YEAR} ou ` : '';
  return ` Pour ${months}\u00a0mois, écrivez ${inYears}«\u202f${months}\u00a0mois\u202f».`;
}

/** The duration as its field shows it, in the category's unit: « 20 », « 2,5 », « 48 ». */
function durationField(months: number, unit: DurationUnit): string {
  if (unit !== 'year') return String(months);
  const years = months / MONTHS_PER_YEAR;
  return Number.isInteger(years) ? String(years) : formatNumber(years, 2).replace(/,?0+$/, '');
}

/**
 * The request as the URL's parameters, in the order and the words the forms write them, the defaults left out
 * but for the terms (a shared link keeps its figures): `montant=250000&duree=20&pays=BE&tri=taeg`. The country is
 * left out when it is the visitor's (the page's default), unless asked for explicitly.
 */
export function comparatorSearch(
  category: ComparatorCategory,
  request: ComparatorRequest,
  options: { visitor?: MarketCountry | undefined; explicitCountry?: boolean } = {},
): URLSearchParams {
  const search = new URLSearchParams();
  search.set('montant', String(request.amount));
  search.set('duree', durationField(request.duration, request.unit).replace(',', '.'));
  if (options.explicitCountry || request.country !== (options.visitor ?? null)) search.set('pays', request.country ?? ALL_COUNTRIES);
  if (request.rateType) search.set('taux', RATE_TYPE_PARAM[request.rateType]);
  if (request.channel) search.set('via', CHANNEL_PARAM[request.channel]);
  if (request.sort !== defaultOfferSort(advertisedCreditOf(category.slug))) search.set('tri', SORT_PARAM[request.sort]);
  return search;
}

/** « 250 000 € sur 20 ans »: terms as the pages say them. */
export function termsLabel(amount: number, duration: number, unit: DurationUnit): string {
  return `${formatEuros(amount, 0)} sur ${formatDuration(duration, unit)}`;
}

/**
 * Which observation an offer's figures come from (decision 0003: the rate of the grid point nearest to the
 * visitor's terms, the latest one): « taux relevé pour 250 000 € sur 20 ans, le 3 novembre 2026 », the day and the
 * month joined by a non-breaking space.
 */
export function observationSentence(
  offer: { observedAmount: number; observedDuration: number; observedAt: Date },
  unit: DurationUnit,
): string {
  // The day stays with its month (« 1er novembre », frenchDay): the sentence is set in small type on narrow rows, where it wraps.
  return `taux relevé pour ${termsLabel(offer.observedAmount, offer.observedDuration, unit)}, le ${frenchDay(offer.observedAt)}`;
}
