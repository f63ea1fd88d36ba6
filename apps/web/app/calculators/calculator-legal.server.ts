import { ceilingKindOf, countryLabels, type AdvertisedCredit, type MarketCountry, type MarketMentions } from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';

/** The loan a calculator's result shows: its amount, duration and APR (the typed rate where none is computed). */
export interface CalculatorLoan {
  /** Euros. */
  amount: number;
  /** Months. */
  durationMonths: number;
  /** Annual percent. */
  apr: number;
}

export interface CalculatorLegal {
  /** The mentions of the calculator's country, for `LegalMentionsBlock` (labelled={false}). */
  legal: MarketMentions;
  /** Why the result's APR or duration is above that country's legal ceiling today, in French; else null. */
  ceiling: string | null;
}

/**
 * What a calculator prints beside its result (issue 16): the warning and the context's mentions of the country
 * the visitor computes for (its « Votre pays » field), and the ceiling the loan would break there, both on the
 * day of the server's clock. No representative example: the figures are the visitor's own, not an offer's.
 * Every sentence comes from core through the request's use cases.
 */
export function calculatorLegal(
  useCases: Pick<WebUseCases, 'legalMentions' | 'checkLegalCeiling'>,
  { country, credit, loan }: { country: MarketCountry; credit: AdvertisedCredit; loan: CalculatorLoan | null },
): CalculatorLegal {
  const legal: MarketMentions = {
    country,
    label: countryLabels[country],
    mentions: useCases.legalMentions({ market: country, context: { credit } }),
  };
  const checkable =
    loan !== null && [loan.amount, loan.durationMonths, loan.apr].every(Number.isFinite) && loan.amount >= 0 && loan.durationMonths >= 0;
  const breach = checkable
    ? useCases.checkLegalCeiling({
        market: country,
        kind: ceilingKindOf(credit),
        amount: loan.amount,
        durationMonths: loan.durationMonths,
        apr: loan.apr,
      })
    : null;
  return { legal, ceiling: breach?.message ?? null };
}
