import { roundHalfUp } from '../finance/money.ts';
import { formatPercent } from '../format/format-number.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import type { AdvertisedCredit } from './legal-mention-wording.ts';

/*
 * How the legal APR and duration ceilings of one day apply to a loan. The dated values themselves, with their
 * sources, history and wording, and the lookup of one day's values live in legal-ceilings.ts; this module holds
 * none, so that a page computing in the browser from the day's values the server sent (`CeilingRules`) carries no
 * table.
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

/** A ceiling's value, where it comes from, and how a sentence names it (« taux d’usure du 1er trimestre 2026 pour … »). */
export interface CeilingValue {
  value: number;
  source: string;
  label: string;
}

/** A ceiling that applies to the amounts of a band. */
export interface BandCeiling {
  band: AmountBand;
  ceiling: CeilingValue;
}

/** Belgium's ceilings of consumer credit on one day, worded. */
export interface BelgianCeilings {
  /** Each form's TAEG maxima by amount band, in the table's order. */
  aprs: Record<BelgianCreditForm, BandCeiling[]>;
  /** The maximum repayment periods by amount band. */
  durations: BandCeiling[];
  /** The sentences for an amount no band of the day covers. */
  unknownApr: string;
  unknownDuration: string;
}

/**
 * The ceilings in force on one legal day for some kinds of loan (legal-ceilings.ts `ceilingRulesOn`), as plain
 * data, worded: for France, the usury threshold of the day's quarter of each category those kinds fall in, or the
 * sentence saying it is not on file; for Belgium, when consumer credit is among them, its TAEG maxima and maximum
 * repayment periods. Luxembourg has none (no ceiling in law).
 */
export interface CeilingRules {
  /** 'YYYY-MM-DD', see `legalDay`. */
  day: string;
  /** The kinds of loan these rules cover: a page sends those of the credit it advertises only. */
  kinds: CreditKind[];
  frenchUsury: Partial<Record<FrenchUsuryCategory, CeilingValue | { unknown: string }>>;
  /** Null when consumer credit is not among the kinds (Belgium caps nothing else). */
  belgian: BelgianCeilings | null;
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
  maxApr: CeilingValue | null;
  maxDurationMonths: CeilingValue | null;
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
  if (!rules.kinds.includes(query.kind)) {
    // A programming error: the page was sent the ceilings of another kind of credit.
    throw new RangeError(`these ceilings cover ${rules.kinds.join(', ')}, not ${query.kind}`);
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

function frenchCeiling(rules: CeilingRules, query: CeilingQuery): LegalCeiling {
  // Present for every category of the kinds covered (`ceilingRulesOn`).
  const threshold = rules.frenchUsury[frenchCategory(query)] as CeilingValue | { unknown: string };
  return 'unknown' in threshold
    ? { maxApr: null, maxDurationMonths: null, unknown: threshold.unknown }
    : { maxApr: { ...threshold }, maxDurationMonths: null };
}

function inBand(amount: number, band: AmountBand): boolean {
  return amount > band.above && (band.upTo === null || amount <= band.upTo);
}

function belgianCeiling(rules: CeilingRules, query: CeilingQuery): LegalCeiling {
  // Belgian law sets no TAEG maximum and no repayment period for mortgage credit on real estate.
  if (query.kind !== 'consumer') return NO_CEILING;
  // Present whenever consumer credit is covered (`ceilingRulesOn`).
  const belgian = rules.belgian as BelgianCeilings;
  const form = query.consumerForm ?? 'instalment';
  const unknown: string[] = [];

  const apr = belgian.aprs[form].find((entry) => inBand(query.amount, entry.band));
  if (apr === undefined) unknown.push(belgian.unknownApr);
  const maxApr: LegalCeiling['maxApr'] = apr ? { ...apr.ceiling } : null;

  let maxDurationMonths: LegalCeiling['maxDurationMonths'] = null;
  // Credit lines have rules on how fast they are brought back to zero instead (same arrêté, art. 14).
  const hasDurationTable =
    form !== 'creditLineWithCard' && form !== 'creditLineWithoutCard' && query.amount >= BELGIAN_DURATION_TABLE_MINIMUM;
  if (hasDurationTable) {
    const duration = belgian.durations.find((entry) => inBand(query.amount, entry.band));
    if (duration === undefined) unknown.push(belgian.unknownDuration);
    else maxDurationMonths = { ...duration.ceiling };
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
      // Already in French typography: the formatters' figures, and labels typeset where they are written (the tables).
      message: `Ce TAEG de ${formatPercent(loan.apr)} dépasse le ${ceiling.maxApr.label}, fixé à ${formatPercent(ceiling.maxApr.value)}.`,
      source: ceiling.maxApr.source,
    };
  }
  if (ceiling.maxDurationMonths !== null && Number.isFinite(loan.durationMonths) && loan.durationMonths > ceiling.maxDurationMonths.value) {
    return {
      reason: 'duration',
      message: `Cette durée de ${loan.durationMonths}\u00a0mois dépasse la ${ceiling.maxDurationMonths.label}, fixée à ${ceiling.maxDurationMonths.value}\u00a0mois.`,
      source: ceiling.maxDurationMonths.source,
    };
  }
  return null;
}
