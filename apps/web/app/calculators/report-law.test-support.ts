import {
  calculatorRulesOn,
  legalMentionsFor,
  marketCountries,
  type AdvertisedCredit,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';
import type { CalculatorLaw } from './calculator-law.ts';

/** The law a calculator's page carries on `now`, read from core as the server reads it (calculator-legal.server.ts). */
export function lawOn(now: Date, credit: AdvertisedCredit = 'mortgage'): CalculatorLaw {
  const rules = calculatorRulesOn(now, credit);
  const mentions = Object.fromEntries(
    marketCountries.map((country) => [
      country,
      { country, label: country, mentions: legalMentionsFor({ market: country, date: now, context: { credit } }) } as MarketMentions,
    ]),
  ) as Record<MarketCountry, MarketMentions>;
  return { now: now.toISOString(), credit, mentions, rules: { day: rules.day, lending: rules.lending, ceilings: rules.ceilings } };
}
