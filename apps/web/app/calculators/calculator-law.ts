import {
  ceilingKindOf,
  checkAgainstCeiling,
  legalCeilingUnder,
  type AdvertisedCredit,
  type CalculatorRules,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';

/** The loan a calculator's result shows: its amount, duration and APR (the typed rate where none is computed). */
export interface CalculatorLoan {
  /** Euros. */
  amount: number;
  /** Months. */
  durationMonths: number;
  /** Annual percent. */
  apr: number;
}

/**
 * The law a calculator applies, as the server read it for this page (calculator-legal.server.ts `calculatorLaw`):
 * the instant of its clock, the kind of credit, the mentions of every country on that day (the visitor may switch
 * country while typing), and the rules every calculator applies as in force on that day (core's `calculatorRulesOn`):
 * each country's lending rules and the legal ceilings of the credit's kind. A page that needs more of that day's
 * rules (purchase costs, penalties, the law on borrower insurance) sends them beside it. Plain data, so the browser
 * computes with the same day as the server, and without core's dated tables.
 */
export interface CalculatorLaw {
  /** ISO instant of the server's clock when the page was loaded. */
  now: string;
  credit: AdvertisedCredit;
  mentions: Record<MarketCountry, MarketMentions>;
  rules: Pick<CalculatorRules, 'day' | 'lending' | 'ceilings'>;
}

export interface CalculatorLegal {
  /** The mentions of the calculator's country, for `LegalMentionsBlock` (labelled={false}). */
  legal: MarketMentions;
  /** Why the result's APR or duration is above that country's legal ceiling on the law's day, in French; else null. */
  ceiling: string | null;
}

/**
 * What a calculator prints beside its result (issue 16): the warning and the context's mentions of the country
 * the visitor computes for (its « Votre pays » field), and the ceiling the loan would break there (core's
 * `legalCeilingUnder` on the law's day's ceilings, and `checkAgainstCeiling`). No representative example: the
 * figures are the visitor's own, not an offer's. A pure function: the server and the browser run it alike.
 */
export function calculatorLegal(
  law: CalculatorLaw,
  { country, loan }: { country: MarketCountry; loan: CalculatorLoan | null },
): CalculatorLegal {
  const checkable =
    loan !== null && [loan.amount, loan.durationMonths, loan.apr].every(Number.isFinite) && loan.amount >= 0 && loan.durationMonths >= 0;
  const breach = checkable
    ? checkAgainstCeiling(
        legalCeilingUnder(law.rules.ceilings, {
          market: country,
          kind: ceilingKindOf(law.credit),
          amount: loan.amount,
          durationMonths: loan.durationMonths,
        }),
        { apr: loan.apr, durationMonths: loan.durationMonths },
      )
    : null;
  return { legal: law.mentions[country], ceiling: breach?.message ?? null };
}
