import {
  calculatorRulesOn,
  countryLabels,
  marketCountries,
  type AdvertisedCredit,
  type CalculatorRules,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import type { CalculatorLaw } from './calculator-law.ts';

/** The instant of the server's clock, and every rule of that day a calculator of `credit` may apply (core's `calculatorRulesOn`). */
export function calculatorDay(useCases: Pick<WebUseCases, 'today'>, credit: AdvertisedCredit): { now: Date; rules: CalculatorRules } {
  const now = useCases.today();
  return { now, rules: calculatorRulesOn(now, credit) };
}

/**
 * The law a calculator's page carries (calculator-law.ts): the day of the server's clock, for each country the
 * visitor may pick the warning and the context's mentions on that day, every sentence from core through the
 * request's use cases, and the rules of that day every calculator computes with (`calculatorDay`: a page that sends
 * more of them reads them from the same day).
 */
export function calculatorLaw(
  useCases: Pick<WebUseCases, 'legalMentions' | 'today'>,
  credit: AdvertisedCredit,
  { now, rules } = calculatorDay(useCases, credit),
): CalculatorLaw {
  const mentions = Object.fromEntries(
    marketCountries.map((country): [MarketCountry, MarketMentions] => [
      country,
      { country, label: countryLabels[country], mentions: useCases.legalMentions({ market: country, context: { credit } }) },
    ]),
  ) as Record<MarketCountry, MarketMentions>;
  return { now: now.toISOString(), credit, mentions, rules: { day: rules.day, lending: rules.lending, ceilings: rules.ceilings } };
}
