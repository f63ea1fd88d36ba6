import {
  checkAgainstCeiling,
  countryLabels,
  legalCeilingUnder,
  legalMentionsUnder,
  loanSimulationUnder,
  type CalculatorRules,
  type MarketCountry,
  type MarketMentions,
  type MentionRules,
  type RateType,
} from '@pretscope/core';
import { offerRequestUrl } from '../routing/journey-links.ts';
import { readValues, type FieldErrors } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

const CATEGORY_SLUG = 'pret-personnel';

/** What a personal loan's page computes from, read by its loader: the product's data and the day's rules. */
export interface PersonalLoanData {
  /** ISO instant of the server's clock. */
  now: string;
  /**
   * The rules in force on that day (core's `calculatorRulesOn` for consumer credit): the lenders' countries' lending
   * rules, the ceilings of consumer credit, and the legal mentions of the market.
   */
  rules: Pick<CalculatorRules, 'lending' | 'ceilings'> & { mentions: MentionRules };
  productId: number;
  /** The country whose mentions are printed: the visitor's chosen one, else the lender's. */
  market: MarketCountry;
  /** The lender's country: its rate convention applies. */
  lenderCountry: MarketCountry;
  /** How the product's rate moves, as its example says it (fixed when not stated). */
  rateType: RateType | null;
  /** A broker's name, named in the mentions. */
  intermediary: string | null;
  choices: { amounts: number[]; durations: number[] };
  defaults: { amount: number; duration: number };
  /** The latest rate observed at each of the category's terms. */
  latest: { amount: number; duration: number; rate: number }[];
  /** The product's latest monthly mean rate, for terms without an observation. */
  meanRate: number | null;
}

export interface PersonalLoanView extends CalculatorView {
  /** The terms simulated: the chosen ones, else (refused) the category's defaults. */
  amount: number;
  duration: number;
  observed: { rate: number } | null;
  simulation: { payment: number; totalInterest: number; totalCost: number; totalDue: number; apr: number; rate: number } | null;
  legal: MarketMentions;
  ceiling: string | null;
  /** The request form filled in with these terms, this product and the country. */
  request: string;
}

/** The form's raw values, the category's defaults where the query has none. */
export function personalLoanValues(source: URL | URLSearchParams, data: Pick<PersonalLoanData, 'defaults'>) {
  return readValues(source, { montant: String(data.defaults.amount), duree: String(data.defaults.duration) });
}

/**
 * A personal loan's simulation (/pret-personnel/:slug): one of the category's preset amounts and durations (anything
 * else refused in French, the page staying on the defaults), the latest rate observed there (else the month's mean),
 * core's simulation under the lender's rules, and the mentions of the country with this very simulation as their
 * example, with the rules of the loader's day. Pure: the loader and the browser run it alike (live-calculator.ts).
 */
export function personalLoanView(values: { montant: string; duree: string }, data: PersonalLoanData): PersonalLoanView {
  const errors: FieldErrors = {};
  const chosenAmount = Number(values.montant);
  const chosenDuration = Number(values.duree);
  if (!data.choices.amounts.includes(chosenAmount)) errors.montant = 'Choisissez un montant de la liste.';
  if (!data.choices.durations.includes(chosenDuration)) errors.duree = 'Choisissez une durée de la liste.';
  const valid = Object.keys(errors).length === 0;
  const amount = valid ? chosenAmount : data.defaults.amount;
  const duration = valid ? chosenDuration : data.defaults.duration;
  const observed = data.latest.find((loan) => loan.amount === amount && loan.duration === duration) ?? null;
  const rate = observed?.rate ?? data.meanRate;
  const { market, rules } = data;
  const simulated =
    rate === null || !valid
      ? null
      : loanSimulationUnder(rules.lending, { amount, rate, duration, country: data.lenderCountry, fees: 0, insuranceRate: 0 });
  const legal: MarketMentions = {
    country: market,
    label: countryLabels[market],
    mentions: legalMentionsUnder(rules.mentions, {
      credit: 'consumer',
      ...(simulated && rate !== null
        ? {
            example: {
              amount,
              duration,
              rate,
              rateType: data.rateType,
              apr: simulated.apr,
              monthlyPayment: simulated.payment,
              totalDue: simulated.totalDue,
              fees: 0,
            },
          }
        : {}),
      ...(data.intermediary ? { intermediary: data.intermediary } : {}),
    }),
  };
  const breach = simulated
    ? checkAgainstCeiling(legalCeilingUnder(rules.ceilings, { market, kind: 'consumer', amount, durationMonths: duration }), {
        apr: simulated.apr,
        durationMonths: duration,
      })
    : null;
  return {
    errors,
    amount,
    duration,
    observed: observed ? { rate: observed.rate } : null,
    simulation: simulated
      ? {
          payment: simulated.payment,
          totalInterest: simulated.totalInterest,
          totalCost: simulated.totalCost,
          totalDue: simulated.totalDue,
          apr: simulated.apr,
          rate: rate ?? 0,
        }
      : null,
    legal,
    ceiling: breach?.message ?? null,
    request: offerRequestUrl(CATEGORY_SLUG, { amount, durationMonths: duration, country: market, productId: data.productId }),
  };
}
