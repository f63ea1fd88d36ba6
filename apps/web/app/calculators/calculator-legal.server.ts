import { countryLabels, marketCountries, type AdvertisedCredit, type MarketCountry, type MarketMentions } from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import { calculatorLegal as applyLaw, type CalculatorLaw, type CalculatorLegal, type CalculatorLoan } from './calculator-law.ts';

/**
 * The law a calculator's page carries (calculator-law.ts): the day of the server's clock and, for each country the
 * visitor may pick, the warning and the context's mentions on that day, every sentence from core through the
 * request's use cases.
 */
export function calculatorLaw(useCases: Pick<WebUseCases, 'legalMentions' | 'today'>, credit: AdvertisedCredit): CalculatorLaw {
  const mentions = Object.fromEntries(
    marketCountries.map((country): [MarketCountry, MarketMentions] => [
      country,
      { country, label: countryLabels[country], mentions: useCases.legalMentions({ market: country, context: { credit } }) },
    ]),
  ) as Record<MarketCountry, MarketMentions>;
  return { now: useCases.today().toISOString(), credit, mentions };
}

export type { CalculatorLoan } from './calculator-law.ts';

/** The law applied at once on the server, for a calculator that is not live yet (calculator-law.ts `calculatorLegal`). */
export function calculatorLegal(
  useCases: Pick<WebUseCases, 'legalMentions' | 'today'>,
  { country, credit, loan }: { country: MarketCountry; credit: AdvertisedCredit; loan: CalculatorLoan | null },
): CalculatorLegal {
  return applyLaw(calculatorLaw(useCases, credit), { country, loan });
}
