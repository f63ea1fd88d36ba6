import { roundHalfUp } from '../finance/money.ts';
import { formatEuros, formatPercent } from '../format/format-number.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { keepFiguresTogether } from './keep-figures-together.ts';
import type { AdvertisedCredit } from './legal-mention-wording.ts';

/*
 * How the legal APR and duration ceilings of one day apply to a loan, and how they are worded. The dated values
 * themselves, with their sources and history, and the lookup of one day's values live in legal-ceilings.ts; this
 * module holds none, so that a page computing in the browser from the day's values the server sent
 * (`CeilingRules`) carries no table.
 */

/** Kind of loan, as the comparator and the calculators know them. */
export type CreditKind = 'consumer' | 'mortgage' | 'bridge';

/** The ceiling family of what a page advertises: a consolidation is consumer credit unless it is a mortgage. */
export function ceilingKindOf(credit: AdvertisedCredit): CreditKind {
  return credit === 'mortgage' ? 'mortgage' : 'consumer';
}

/** Whether a mortgage's rate is fixed for its whole life (French usury categories tell them apart). */
export type RateKind = 'fixed' | 'variable';

/** French usury categories for natural persons. */
export type FrenchUsuryCategory =
  | 'consumer-up-to-3000'
  | 'consumer-3000-to-6000'
  | 'consumer-over-6000'
  | 'mortgage-fixed-under-10-years'
  | 'mortgage-fixed-10-to-20-years'
  | 'mortgage-fixed-20-years-and-more'
  | 'mortgage-variable'
  | 'bridge';

/** One usury threshold of one quarter. */
export interface FrenchUsuryThreshold {
  /** First day, 'YYYY-MM-DD', in the countries' own time (see `legalDay`). */
  validFrom: string;
  /** Last day, included. */
  validUntil: string;
  category: FrenchUsuryCategory;
  /** Maximum APR, annual percent. */
  maxApr: number;
  source: string;
}

/** Belgian forms of consumer credit that have their own TAEG maxima. */
export type BelgianCreditForm = 'instalment' | 'creditLineWithCard' | 'creditLineWithoutCard' | 'leasing';

/** Amounts above `above` euros up to `upTo` euros included; `upTo` null means no upper limit. */
export interface AmountBand {
  above: number;
  upTo: number | null;
}

export interface BelgianMaximumApr {
  validFrom: string;
  /** Last day, included; absent while no later value is known to have replaced it. */
  validUntil?: string;
  form: BelgianCreditForm;
  band: AmountBand;
  /** Maximum APR, annual percent. */
  maxApr: number;
  source: string;
}

export interface BelgianMaximumDuration {
  validFrom: string;
  band: AmountBand;
  maxMonths: number;
  source: string;
}

/** Consumer credits under this amount are outside the table of maximum repayment periods. */
export const BELGIAN_DURATION_TABLE_MINIMUM = 200;

/**
 * The ceilings in force on one legal day (legal-ceilings.ts `ceilingRulesOn`), as plain data: the day, and the
 * entries of each market's tables that apply on it, in the tables' order. Luxembourg has none (no ceiling in law).
 */
export interface CeilingRules {
  /** 'YYYY-MM-DD', see `legalDay`. */
  day: string;
  /** France's usury thresholds of the day's quarter; empty when that quarter is not on file. */
  frenchUsury: FrenchUsuryThreshold[];
  /** Belgium's TAEG maxima in force; empty when not on file for the day. */
  belgianAprs: BelgianMaximumApr[];
  /** Belgium's maximum repayment periods in force. */
  belgianDurations: BelgianMaximumDuration[];
}

/** A loan to check against the ceilings of a day. */
export interface CeilingQuery {
  market: MarketCountry;
  kind: CreditKind;
  /** Euros. */
  amount: number;
  /** Months. */
  durationMonths: number;
  /** Mortgages only; fixed unless told otherwise, as nearly every French mortgage is. */
  rateKind?: RateKind;
  /** Belgian consumer credit only: which table of maxima applies; a loan repaid by instalments unless told otherwise. */
  consumerForm?: BelgianCreditForm;
}

export interface LegalCeiling {
  /** Null when there is no ceiling in law, or none on file for that day (then `unknown` says so). */
  maxApr: { value: number; source: string; label: string } | null;
  maxDurationMonths: { value: number; source: string; label: string } | null;
  /** A French sentence when a ceiling exists in law but no sourced value covers the day: none is applied. */
  unknown?: string;
}

export interface CeilingBreach {
  reason: 'apr' | 'duration';
  message: string;
  source: string;
}

const NO_CEILING: LegalCeiling = { maxApr: null, maxDurationMonths: null };

/**
 * The legal APR and duration ceilings of a loan under the ceilings of one day (`rules`): its market, kind, amount
 * and duration. A ceiling that exists in law but has no sourced value for that day is left null and `unknown` says
 * why, so that callers apply nothing rather than a guess. legal-ceilings.ts `legalCeilingFor` is this on the
 * values it looks up for a date.
 */
export function legalCeilingUnder(rules: CeilingRules, query: CeilingQuery): LegalCeiling {
  if (!Number.isFinite(query.amount) || query.amount < 0 || !Number.isFinite(query.durationMonths) || query.durationMonths < 0) {
    // A programming error: the caller validated the visitor's figures before asking.
    throw new RangeError(`amount and durationMonths must be finite and not negative, got ${query.amount} and ${query.durationMonths}`);
  }
  switch (query.market) {
    case 'FR':
      return frenchCeiling(rules, query);
    case 'BE':
      return belgianCeiling(rules, query);
    case 'LUX':
      return NO_CEILING;
  }
}

function frenchCategory(query: CeilingQuery): FrenchUsuryCategory {
  if (query.kind === 'bridge') return 'bridge';
  if (query.kind === 'mortgage') {
    if (query.rateKind === 'variable') return 'mortgage-variable';
    if (query.durationMonths < 120) return 'mortgage-fixed-under-10-years';
    return query.durationMonths < 240 ? 'mortgage-fixed-10-to-20-years' : 'mortgage-fixed-20-years-and-more';
  }
  if (query.amount <= 3000) return 'consumer-up-to-3000';
  return query.amount <= 6000 ? 'consumer-3000-to-6000' : 'consumer-over-6000';
}

const FRENCH_CATEGORY_LABELS: Readonly<Record<FrenchUsuryCategory, string>> = {
  'consumer-up-to-3000': `les crédits à la consommation de ${formatEuros(3000, 0)} ou moins`,
  'consumer-3000-to-6000': `les crédits à la consommation de plus de ${formatEuros(3000, 0)} à ${formatEuros(6000, 0)}`,
  'consumer-over-6000': `les crédits à la consommation de plus de ${formatEuros(6000, 0)}`,
  'mortgage-fixed-under-10-years': 'les prêts immobiliers à taux fixe de moins de 10\u00a0ans',
  'mortgage-fixed-10-to-20-years': 'les prêts immobiliers à taux fixe de 10\u00a0ans à moins de 20\u00a0ans',
  'mortgage-fixed-20-years-and-more': 'les prêts immobiliers à taux fixe de 20\u00a0ans et plus',
  'mortgage-variable': 'les prêts immobiliers à taux variable',
  bridge: 'les prêts relais',
};

/** '2026-11-26' → '4e trimestre 2026'. */
function quarterName(day: string): string {
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  return `${quarter === 1 ? '1er' : `${quarter}e`} trimestre ${day.slice(0, 4)}`;
}

function frenchCeiling(rules: CeilingRules, query: CeilingQuery): LegalCeiling {
  const category = frenchCategory(query);
  const threshold = rules.frenchUsury.find((entry) => entry.category === category);
  if (threshold === undefined) {
    return {
      maxApr: null,
      maxDurationMonths: null,
      unknown: `Le taux d’usure du ${quarterName(rules.day)} pour ${FRENCH_CATEGORY_LABELS[category]} n’est pas dans nos données\u00a0: aucun plafond n’est appliqué.`,
    };
  }
  return {
    maxApr: {
      value: threshold.maxApr,
      source: threshold.source,
      label: `taux d’usure du ${quarterName(threshold.validFrom)} pour ${FRENCH_CATEGORY_LABELS[category]}`,
    },
    maxDurationMonths: null,
  };
}

function inBand(amount: number, band: AmountBand): boolean {
  return amount > band.above && (band.upTo === null || amount <= band.upTo);
}

function bandWords(band: AmountBand): string {
  if (band.upTo === null) return `de plus de ${formatEuros(band.above, 0)}`;
  if (band.above === 0) return `de ${formatEuros(band.upTo, 0)} ou moins`;
  return `de plus de ${formatEuros(band.above, 0)} à ${formatEuros(band.upTo, 0)}`;
}

const BELGIAN_FORM_LABELS: Readonly<Record<BelgianCreditForm, string>> = {
  instalment: 'des prêts et ventes à tempérament',
  creditLineWithCard: 'des ouvertures de crédit avec carte',
  creditLineWithoutCard: 'des ouvertures de crédit sans carte',
  leasing: 'des crédits-bails',
};

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** '2026-06-01' → '1er juin 2026'. */
function frenchDate(day: string): string {
  const dayOfMonth = Number(day.slice(8, 10));
  return `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${FRENCH_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

function belgianCeiling(rules: CeilingRules, query: CeilingQuery): LegalCeiling {
  // Belgian law sets no TAEG maximum and no repayment period for mortgage credit on real estate.
  if (query.kind !== 'consumer') return NO_CEILING;
  const form = query.consumerForm ?? 'instalment';
  const unknown: string[] = [];

  let maxApr: LegalCeiling['maxApr'] = null;
  const apr = rules.belgianAprs.find((entry) => entry.form === form && inBand(query.amount, entry.band));
  if (apr === undefined) {
    unknown.push(
      `Le TAEG maximal légal belge en vigueur le ${frenchDate(rules.day)} n’est pas dans nos données\u00a0: aucun plafond de TAEG n’est appliqué.`,
    );
  } else {
    maxApr = {
      value: apr.maxApr,
      source: apr.source,
      label: `TAEG maximal légal belge ${BELGIAN_FORM_LABELS[form]} ${bandWords(apr.band)}`,
    };
  }

  let maxDurationMonths: LegalCeiling['maxDurationMonths'] = null;
  // Credit lines have rules on how fast they are brought back to zero instead (same arrêté, art. 14).
  const hasDurationTable =
    form !== 'creditLineWithCard' && form !== 'creditLineWithoutCard' && query.amount >= BELGIAN_DURATION_TABLE_MINIMUM;
  if (hasDurationTable) {
    const duration = rules.belgianDurations.find((entry) => inBand(query.amount, entry.band));
    if (duration === undefined) {
      unknown.push(
        `La durée maximale légale belge en vigueur le ${frenchDate(rules.day)} n’est pas dans nos données\u00a0: aucune durée maximale n’est appliquée.`,
      );
    } else {
      // The first band starts at the table's minimum, not at zero.
      const bandText =
        duration.band.above === 0
          ? `de ${formatEuros(BELGIAN_DURATION_TABLE_MINIMUM, 0)} à ${formatEuros(duration.band.upTo, 0)}`
          : bandWords(duration.band);
      maxDurationMonths = {
        value: duration.maxMonths,
        source: duration.source,
        label: `durée maximale légale belge des crédits à la consommation ${bandText}`,
      };
    }
  }

  return unknown.length === 0 ? { maxApr, maxDurationMonths } : { maxApr, maxDurationMonths, unknown: unknown.join(' ') };
}

/**
 * Whether a loan's APR and duration stay within a ceiling: null when they do (or when the ceiling has no value to
 * check against), else the first breach with a French sentence to show next to the result and its source.
 * APRs are compared as they are published and printed, to two decimals, so a message never says that 22,00 %
 * exceeds 22,00 %. A missing APR or duration (not a finite number) is not checked.
 */
export function checkAgainstCeiling(ceiling: LegalCeiling, loan: { apr: number; durationMonths: number }): CeilingBreach | null {
  if (ceiling.maxApr !== null && Number.isFinite(loan.apr) && roundHalfUp(loan.apr, 2) > ceiling.maxApr.value) {
    return {
      reason: 'apr',
      message: keepFiguresTogether(
        `Ce TAEG de ${formatPercent(loan.apr)} dépasse le ${ceiling.maxApr.label}, fixé à ${formatPercent(ceiling.maxApr.value)}.`,
      ),
      source: ceiling.maxApr.source,
    };
  }
  if (ceiling.maxDurationMonths !== null && Number.isFinite(loan.durationMonths) && loan.durationMonths > ceiling.maxDurationMonths.value) {
    return {
      reason: 'duration',
      message: keepFiguresTogether(
        `Cette durée de ${loan.durationMonths}\u00a0mois dépasse la ${ceiling.maxDurationMonths.label}, fixée à ${ceiling.maxDurationMonths.value}\u00a0mois.`,
      ),
      source: ceiling.maxDurationMonths.source,
    };
  }
  return null;
}
