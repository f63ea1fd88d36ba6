import {
  calculatorRulesOn,
  countryLabels,
  marketCountries,
  type AdvertisedCredit,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import type { CalculatorLaw } from './calculator-law.ts';

/**
 * The law a calculator's page carries (calculator-law.ts): the day of the server's clock, for each country the
 * visitor may pick the warning and the context's mentions on that day, every sentence from core through the
 * request's use cases, and the rules of that day the calculators compute with (core's `calculatorRulesOn`).
 */
export function calculatorLaw(useCases: Pick<WebUseCases, 'legalMentions' | 'today'>, credit: AdvertisedCredit): CalculatorLaw {
  const mentions = Object.fromEntries(
    marketCountries.map((country): [MarketCountry, MarketMentions] => [
      country,
      { country, label: countryLabels[country], mentions: useCases.legalMentions({ market: country, context: { credit } }) },
    ]),
  ) as Record<MarketCountry, MarketMentions>;
  const now = useCases.today();
  return { now: now.toISOString(), credit, mentions, rules: calculatorRulesOn(now) };
}
