import {
  choiceField,
  countryComparisonUnder,
  formChecks,
  marketCountries,
  type CountryComparison,
  type CountryComparisonError,
  type CountryComparisonRules,
  type MarketCountry,
} from '@pretscope/core';
import { mortgageCategoryFor, neededShown, type NextStepsTerms } from '../routing/journey-links.ts';
import { budgetInputChecks } from './budget-checks.ts';
import { capacityInputChecks } from './capacity.ts';
import { calculatorLegal, type CalculatorLaw } from './calculator-law.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

/**
 * « Un projet, trois pays » (/comparer-les-pays): one price, own funds and household, bought in Luxembourg, Belgium
 * and France, each with a lender of that country (core's `countryComparisonUnder`, on the rules of the day the
 * loader sent). The fields share their names with « combien emprunter » (`prix`, `apport`, `revenus`, `taux`, …),
 * plus where the household lives (`residence`) and where its income is paid (`travail`).
 */
export const COMPARISON_DEFAULTS = {
  residence: 'FR',
  travail: 'LUX',
  revenus: '5000',
  revenus2: '',
  charges: '0',
  taux: '3,5',
  duree: '25',
  assurance: '',
  prix: '450000',
  apport: '60000',
  profil: 'firstTimeBuyer',
  region: 'wallonie',
  bien: 'ancien',
  acquereurs: '1',
};

export type ComparisonValues = RawValues<keyof typeof COMPARISON_DEFAULTS>;

const workChecks = /* @__PURE__ */ formChecks({
  work: choiceField(marketCountries, 'Choisissez le pays où vous travaillez dans la liste.'),
});

/** What a country's column links on with: the loan needed, rounded up to 100 €, over the duration retained there. */
export interface CountryTerms {
  country: MarketCountry;
  terms: NextStepsTerms | null;
  /** Why the loan breaks that country's legal APR or duration ceiling, in French; else null. */
  ceiling: string | null;
}

export interface ComparisonView extends CalculatorView {
  comparison: CountryComparison | null;
  /** Core's refusal, in French. */
  refusal: string | null;
  /** Per country, in the columns' order. */
  countries: CountryTerms[];
}

/** The comparison from the form's raw values. Pure: the loader and the browser run it alike (live-calculator.ts). */
export function comparisonView(values: ComparisonValues, law: CalculatorLaw, rules: CountryComparisonRules): ComparisonView {
  const capacity = validate(
    capacityInputChecks,
    {
      income: toNumber(values.revenus),
      coIncome: toNumber(values.revenus2),
      charges: toNumber(values.charges),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      insuranceRate: toNumber(values.assurance),
      country: values.residence,
    },
    {
      income: 'revenus',
      coIncome: 'revenus2',
      charges: 'charges',
      rate: 'taux',
      duration: 'duree',
      insuranceRate: 'assurance',
      country: 'residence',
    },
  );
  const budget = validate(
    budgetInputChecks,
    {
      price: toNumber(values.prix),
      ownFunds: toNumber(values.apport),
      region: values.region,
      propertyType: values.bien,
      buyers: toNumber(values.acquereurs),
      buyerProfile: values.profil,
    },
    { price: 'prix', ownFunds: 'apport', region: 'region', propertyType: 'bien', buyers: 'acquereurs', buyerProfile: 'profil' },
  );
  const work = validate(workChecks, { work: values.travail }, { work: 'travail' });
  const errors: FieldErrors = {
    ...(capacity.ok ? {} : capacity.errors),
    ...(budget.ok ? {} : budget.errors),
    ...(work.ok ? {} : work.errors),
  };
  const empty = { comparison: null, countries: marketCountries.map((country) => ({ country, terms: null, ceiling: null })) };
  if (!capacity.ok || !budget.ok || !work.ok) return { errors, refusal: null, ...empty };

  const household = capacity.value;
  const purchase = budget.value;
  const answer = countryComparisonUnder(rules, {
    price: purchase.price,
    ownFunds: purchase.ownFunds,
    buyerProfile: purchase.buyerProfile,
    region: purchase.region ?? 'bruxelles',
    propertyType: purchase.propertyType,
    buyers: purchase.buyers,
    borrowing: {
      netMonthlyIncome: household.income + household.coIncome,
      monthlyCharges: household.charges,
      rate: household.rate,
      duration: household.duration,
      insurance: household.insuranceRate > 0 ? { basis: 'initial-capital', rate: household.insuranceRate } : undefined,
    },
    residence: household.country,
    workCountry: toCountry(work.value.work),
  });
  if (!answer.ok) return { errors: {}, refusal: refusalMessage(answer.error), ...empty };

  const countries = answer.value.answers.map(({ country, reach }): CountryTerms => {
    const amount = neededShown(reach.loanNeeded);
    const loan = { amount: reach.loanNeeded, durationMonths: reach.duration, apr: household.rate };
    return {
      country,
      terms: amount > 0 ? { categorySlug: mortgageCategoryFor(country), amount, durationMonths: reach.duration, country } : null,
      ceiling: calculatorLegal(law, { country, loan }).ceiling,
    };
  });
  return { errors: {}, refusal: null, comparison: answer.value, countries };
}

// Core answers expected failures as values with English details; a visitor reads these French sentences.
function refusalMessage(error: CountryComparisonError): string {
  if (error.detail.includes('region')) return 'Choisissez la région belge du bien.';
  return 'Ces données ne permettent pas de comparer les trois pays. Vérifiez le prix, l’apport, les revenus, le taux et la durée.';
}
