import {
  formatEuros,
  formatPercent,
  formChecks,
  marketCountryField,
  numberField,
  monthlyPayment,
  totalInterest,
  type ComparedOffer,
  type CountryRuleInForce,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { annualRate, euros, months } from './input-fields.ts';

export interface CryptoLoan {
  /** What the lender advances: collateral × LTV. */
  loanAmount: number;
  /** The collateral value at which the LTV reaches the liquidation threshold: loan / threshold. */
  liquidationValue: number;
  /** How far (percent) the collateral may fall before liquidation. */
  liquidationDrop: number;
  /** Instalment and interest of the loan repaid monthly, from core's annuity (country's rate convention). */
  monthlyPayment: number;
  totalInterest: number;
}

/**
 * A crypto-backed loan. The loan amount and the liquidation point are definitions (LTV = loan / collateral), not
 * loan formulas; the payment and interest come from core with the visitor's country's rate convention, from the
 * countries' lending rules of the day (`lending`: core's `lendingRulesOn`, or the law's `rules.lending`).
 */
export function cryptoLoan(
  input: { collateral: number; ltv: number; threshold: number; rate: number; duration: number; country: MarketCountry },
  lending: Readonly<Record<MarketCountry, CountryRuleInForce>>,
): CryptoLoan {
  const loanAmount = (input.collateral * input.ltv) / 100;
  const liquidationValue = loanAmount / (input.threshold / 100);
  const convention = lending[input.country].rateConvention;
  const terms = { amount: loanAmount, rate: input.rate, duration: input.duration, convention };
  return {
    loanAmount,
    liquidationValue,
    liquidationDrop: (1 - liquidationValue / input.collateral) * 100,
    monthlyPayment: monthlyPayment(terms),
    totalInterest: totalInterest(terms),
  };
}

/** The collateral after a fall of the crypto's price: its value, the loan's LTV then, and whether it is liquidated. */
export interface PriceDropPoint {
  /** Fall of the price, percent (40 = the price lost 40 %). */
  drop: number;
  /** The collateral's value after the fall: collateral × (1 − drop). */
  value: number;
  /** loan / value, percent. */
  ltv: number;
  /** The liquidation point itself: the fall at which the LTV reaches the threshold. */
  liquidation: boolean;
  /** The LTV has reached the threshold: the lender may sell the collateral. */
  liquidated: boolean;
}

/**
 * The collateral's value and the loan's LTV as the price falls, every `step` % from 0 to 100 % (excluded: nothing
 * is left to borrow against), with the liquidation point in its place. Value and LTV follow from the definitions
 * (LTV = loan / collateral value); the liquidation point is `cryptoLoan`'s.
 */
export function priceDropPoints(
  loan: Pick<CryptoLoan, 'loanAmount' | 'liquidationDrop'> & { collateral: number; threshold: number },
  step = 10,
): PriceDropPoint[] {
  const point = (drop: number, liquidation: boolean): PriceDropPoint => {
    const value = loan.collateral * (1 - drop / 100);
    return {
      drop,
      value,
      ltv: liquidation ? loan.threshold : (loan.loanAmount / value) * 100,
      liquidation,
      liquidated: liquidation || drop > loan.liquidationDrop,
    };
  };
  const points: PriceDropPoint[] = [];
  for (let drop = 0; drop < 100; drop += step) {
    // A round fall that is the liquidation point itself is given once, as the liquidation point.
    if (Math.abs(drop - loan.liquidationDrop) > 1e-9) points.push(point(drop, false));
  }
  points.push(point(loan.liquidationDrop, true));
  return points.sort((a, b) => a.drop - b.drop);
}

export const CRYPTO_DEFAULTS = { pays: 'LUX', valeur: '20000', ltv: '50', seuil: '85', taux: '9', duree: '12' };

/** The crypto-backed loan: collateral, loan-to-value, liquidation threshold, rate and duration. */
export const cryptoInputChecks = /* @__PURE__ */ formChecks(
  {
    collateral: euros('La valeur du collatéral'),
    ltv: numberField(
      'Le LTV doit être un nombre.',
      { above: 0, message: 'Le LTV doit être supérieur à 0\u00a0%.' },
      { max: 95, message: 'Le LTV ne peut dépasser 95\u00a0%.' },
    ),
    threshold: numberField(
      'Le seuil de liquidation doit être un nombre.',
      { above: 0, message: 'Le seuil de liquidation doit être supérieur à 0\u00a0%.' },
      { max: 100, message: 'Le seuil de liquidation ne peut dépasser 100\u00a0%.' },
    ),
    rate: annualRate(),
    duration: months(),
    country: marketCountryField,
  },
  {
    reads: ['ltv', 'threshold'],
    holds: (input) => input.ltv < input.threshold,
    message: 'Le LTV doit rester sous le seuil de liquidation.',
    field: 'ltv',
  },
);

export type CryptoValues = RawValues<keyof typeof CRYPTO_DEFAULTS>;

/** The terms the crypto offers are compared at: the loan rounded to the euro (at least 1 €), its duration, the country. */
export interface CryptoTerms {
  amount: number;
  /** Months. */
  duration: number;
  country: MarketCountry;
}

export interface CryptoView extends CalculatorView, CalculatorLegal {
  result:
    (CryptoLoan & { collateral: number; ltv: number; threshold: number; rate: number; duration: number; country: MarketCountry }) | null;
  terms: CryptoTerms | null;
}

/**
 * The crypto-backed loan page (/pret-crypto): the loan, its liquidation point, payment and interest, and the legal
 * ceiling of the visitor's loan (their rate stands for the APR). Pure: the loader and the browser run it alike
 * (live-calculator.ts); the offers for its terms are the server's (crypto-offers.server.ts).
 */
export function cryptoView(values: CryptoValues, law: CalculatorLaw): CryptoView {
  const checked = validate(
    cryptoInputChecks,
    {
      collateral: toNumber(values.valeur),
      ltv: toNumber(values.ltv),
      threshold: toNumber(values.seuil),
      rate: toNumber(values.taux),
      duration: toNumber(values.duree),
      country: values.pays,
    },
    { collateral: 'valeur', ltv: 'ltv', threshold: 'seuil', rate: 'taux', duration: 'duree', country: 'pays' },
  );
  if (!checked.ok)
    return { errors: checked.errors, result: null, terms: null, ...calculatorLegal(law, { country: toCountry(values.pays), loan: null }) };
  const input = checked.value;
  const result = { ...cryptoLoan(input, law.rules.lending), ...input };
  return {
    errors: {},
    result,
    terms: { amount: Math.max(1, Math.round(result.loanAmount)), duration: input.duration, country: input.country },
    ...calculatorLegal(law, {
      country: input.country,
      loan: { amount: result.loanAmount, durationMonths: input.duration, apr: input.rate },
    }),
  };
}

/** Under the figures (page and PDF): the value and the fall at which the lender may sell the collateral. */
export function liquidationNote(result: NonNullable<CryptoView['result']>): string {
  return `Si la valeur de votre collatéral tombe à ${formatEuros(result.liquidationValue)}, soit une baisse de ${formatPercent(result.liquidationDrop)}, le LTV atteint ${formatPercent(result.threshold, 0)} et le prêteur peut vendre vos cryptomonnaies. Un LTV plus bas laisse plus de marge.`;
}

/** The crypto offers for some terms, as the comparator lists them under that country's law. */
export interface CryptoOffers extends CryptoTerms {
  offers: ComparedOffer[];
  /** Why some offers are left out (above the ceiling), in French; else null. */
  leftOut: string | null;
  /** The country's mentions with the best offer's representative example; null without offers. */
  legal: MarketMentions | null;
}

/** Where the browser asks for the crypto offers of typed terms (routes/calculators/crypto-offers.ts). */
export function cryptoOffersUrl(terms: CryptoTerms | null): string | null {
  return terms
    ? `/pret-crypto/offres?${new URLSearchParams({ montant: String(terms.amount), duree: String(terms.duration), pays: terms.country })}`
    : null;
}
