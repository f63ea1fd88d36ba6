/*
 * How a consumer credit's early-repayment rule applies, apart from the dated rules (consumer-credit-penalties.ts):
 * the browser computes with the rules the server sent, without loading every version of them.
 */

/** What a consumer credit's early repayment may cost under one country's rule on one day. */
export type ConsumerPenaltyCap =
  | {
      type: 'share';
      /** Percent of the amount repaid when more than `longerThanMonths` remain to the contract's end. */
      percent: number;
      /** Percent when that many months or fewer remain. */
      percentNearEnd: number;
      longerThanMonths: number;
      /** No indemnity when the amount repaid is this or less (euros over twelve months). */
      threshold: number;
      /** Never more than the interest left to pay. */
      capAtInterestLeft: true;
      /**
       * The lender may exceptionally claim more than the percentages if it proves a greater loss, still never more
       * than the interest left (Luxembourg). The amount counted stays the percentages' maximum; the page says so.
       */
      greaterLossIfProven?: true;
    }
  | { type: 'unknown' };

export interface ConsumerPenaltyRule {
  /** ISO day the version applies from. */
  validFrom: string;
  cap: ConsumerPenaltyCap;
  source: string;
  /** The rule in one French sentence, for the page. */
  summary: string;
  /** What we could not confirm, said on the page; absent when the text itself was read. */
  unconfirmed?: string;
}

/** The countries a consolidation is offered in (not Belgium: legal/advertising-rules.ts). */
export type ConsolidationCountry = 'FR' | 'LUX';

export type ConsumerPenaltyRules = Readonly<Record<ConsolidationCountry, ConsumerPenaltyRule>>;

/**
 * The most the rule lets a lender claim when `repaid` euros of a consumer credit are repaid with `monthsLeft`
 * instalments still to come and `interestLeft` euros of interest still to pay; null when the rule is unknown. Under
 * `greaterLossIfProven`, the maximum without that proof.
 */
export function maximumConsumerPenalty(cap: ConsumerPenaltyCap, repaid: number, monthsLeft: number, interestLeft: number): number | null {
  if (cap.type === 'unknown') return null;
  if (repaid <= cap.threshold) return 0;
  const percent = monthsLeft > cap.longerThanMonths ? cap.percent : cap.percentNearEnd;
  return Math.max(0, Math.min((repaid * percent) / 100, interestLeft));
}
