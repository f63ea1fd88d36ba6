import type { MarketCountry } from '../catalogue/country.ts';
import type { RateKind } from './legal-ceiling-rule.ts';

/*
 * What one version of an early-repayment penalty rule holds, which situation's rule applies, and the maximum a rule
 * allows. The dated rules themselves, with their sources, and the lookup of one day's rules are
 * early-repayment-penalties.ts; this module holds none.
 */

/** What the law lets a lender charge on an early repayment. */
export type EarlyRepaymentPenaltyCap =
  /**
   * At most `months` months of interest on the capital repaid, at the loan's rate; with `maxShareOfDebt`, also
   * at most that share of the capital owed before the repayment; with `cappedUpTo`, the cap covers only that
   * many euros of repayments, and the rest is uncapped.
   */
  | { type: 'months-of-interest'; months: number; maxShareOfDebt?: number; cappedUpTo?: number }
  /** No indemnity. */
  | { type: 'none' }
  /** An indemnity with no cap in law: the lender's loss, which only the lender can work out. */
  | { type: 'uncapped' };

export interface EarlyRepaymentPenaltyRule {
  /** First day the version applies, 'YYYY-MM-DD'. */
  validFrom: string;
  cap: EarlyRepaymentPenaltyCap;
  /** Where the figures come from, in French, as the page shows it. */
  source: string;
  /** What the rule says, in French, one sentence for the page. */
  summary: string;
  /** What we could not confirm, in French for the page; absent when the text of the law was read. */
  unconfirmed?: string;
}

/** Which rule applies: the country, the kind of rate, and for Luxembourg whether the home qualifies. */
export interface EarlyRepaymentPenaltyQuery {
  country: MarketCountry;
  rateKind: RateKind;
  /** Luxembourg: the loan financed the borrower's main home, lived in for two uninterrupted years at least. */
  mainHomeTwoYears?: boolean;
  /** The day of the repayment; today when absent (`earlyRepaymentPenaltyRule`). */
  date?: Date;
}

/** Which of the countries' rules applies: France, Belgium, or one of Luxembourg's three. */
export type EarlyRepaymentSituation = 'FR' | 'BE' | 'LUX-fixed-main-home' | 'LUX-fixed-other' | 'LUX-variable';

/** The rule of each situation in force on one day (early-repayment-penalties.ts `penaltyRulesOn`): plain data. */
export type EarlyRepaymentPenaltyRules = Readonly<Record<EarlyRepaymentSituation, EarlyRepaymentPenaltyRule>>;

/** The situation whose rule applies to a mortgage. */
export function penaltySituation({
  country,
  rateKind,
  mainHomeTwoYears,
}: Omit<EarlyRepaymentPenaltyQuery, 'date'>): EarlyRepaymentSituation {
  if (country === 'FR') return 'FR';
  if (country === 'BE') return 'BE';
  if (rateKind === 'variable') return 'LUX-variable';
  return mainHomeTwoYears ? 'LUX-fixed-main-home' : 'LUX-fixed-other';
}

/** The legal maximum under a cap, unrounded; `uncapped` is the part the law leaves to the lender's loss. */
export interface PenaltyMaximum {
  /** Euros: the maximum the law allows for the capped part (0 for no indemnity). */
  amount: number;
  /** Euros of the repayment beyond the cap's reach, whose indemnity has no legal maximum (0 when none). */
  uncapped: number;
}

/**
 * The most a lender may charge under `cap` for repaying `repaid` euros when `debtBefore` euros were owed, at a
 * monthly rate `monthlyRate` (a fraction: the loan's own, under its country's convention).
 */
export function maximumPenalty(cap: EarlyRepaymentPenaltyCap, repaid: number, debtBefore: number, monthlyRate: number): PenaltyMaximum {
  if (cap.type === 'none') return { amount: 0, uncapped: 0 };
  if (cap.type === 'uncapped') return { amount: 0, uncapped: repaid };
  const covered = cap.cappedUpTo === undefined ? repaid : Math.min(repaid, cap.cappedUpTo);
  let amount = cap.months * monthlyRate * covered;
  if (cap.maxShareOfDebt !== undefined) amount = Math.min(amount, cap.maxShareOfDebt * debtBefore);
  return { amount, uncapped: repaid - covered };
}
