import {
  borrowerInsuranceComparisonUnder,
  COMPARE_BORROWER_INSURANCE_CHECKS,
  type BorrowerInsuranceComparison,
  type BorrowerInsuranceRules,
  formatEuros,
  formatPercent,
  type InsuranceContractCost,
  type InsuranceRateBasis,
} from '@pretscope/core';
import { mortgageCategoryFor, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

/**
 * The form's fields: the loan (`montant`, `taux`, `duree` in years), then each contract's yearly rate and basis
 * (`groupe`/`base-groupe` for the bank's group contract, `externe`/`base-externe` for the outside insurer).
 * The defaults are Utwin's published example (0,36 % of 200 000 € over 20 years, core's insurance.test.ts) on
 * both bases: the same rate, so the page opens on what the basis alone changes.
 */
export const BORROWER_INSURANCE_DEFAULTS = {
  pays: 'LUX',
  montant: '200000',
  taux: '3,5',
  duree: '20',
  groupe: '0,36',
  'base-groupe': 'initial',
  externe: '0,36',
  'base-externe': 'restant',
};

export type BorrowerInsuranceValues = RawValues<keyof typeof BORROWER_INSURANCE_DEFAULTS>;

/** The basis as the URL writes it, and as core names it. */
const BASIS_PARAMS: Readonly<Record<string, InsuranceRateBasis>> = { initial: 'initial-capital', restant: 'capital-owed' };

export const BASIS_OPTIONS = [
  { value: 'initial', label: 'Capital emprunté' },
  { value: 'restant', label: 'Capital restant dû' },
] as const;

export interface BorrowerInsuranceResult extends BorrowerInsuranceComparison {
  amount: number;
  rate: number;
  /** Months. */
  duration: number;
}

export interface BorrowerInsuranceView extends CalculatorView, CalculatorLegal {
  result: BorrowerInsuranceResult | null;
  /** The loan's amount and duration, carried to the offers and to the request form. */
  terms: NextStepsTerms | null;
}

/**
 * The borrower-insurance comparison (/pret-immobilier/outils/assurance-emprunteur): the bank's group contract
 * against an outside insurer on the typed loan (core's `borrowerInsuranceComparisonUnder`, with the law's day's rules). Pure: the
 * loader and the browser run it alike (live-calculator.ts).
 */
export function borrowerInsuranceView(
  values: BorrowerInsuranceValues,
  law: CalculatorLaw,
  insuranceLaws: BorrowerInsuranceRules['insuranceLaws'],
): BorrowerInsuranceView {
  const checked = validate(
    COMPARE_BORROWER_INSURANCE_CHECKS,
    {
      amount: toNumber(values.montant),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      country: values.pays,
      groupRate: toNumber(values.groupe) ?? 0,
      groupBasis: BASIS_PARAMS[values['base-groupe']] ?? values['base-groupe'],
      outsideRate: toNumber(values.externe) ?? 0,
      outsideBasis: BASIS_PARAMS[values['base-externe']] ?? values['base-externe'],
    },
    {
      amount: 'montant',
      rate: 'taux',
      duration: 'duree',
      country: 'pays',
      groupRate: 'groupe',
      groupBasis: 'base-groupe',
      outsideRate: 'externe',
      outsideBasis: 'base-externe',
    },
  );
  if (!checked.ok)
    return { errors: checked.errors, result: null, terms: null, ...calculatorLegal(law, { country: toCountry(values.pays), loan: null }) };
  const { amount, rate, duration, country } = checked.value;
  const comparison = borrowerInsuranceComparisonUnder({ lending: law.rules.lending, insuranceLaws }, checked.value);
  // The legal ceiling is checked against the dearer of the two TAEGs: the one that could break it.
  const apr = Math.max(comparison.group.apr, comparison.outside.apr);
  return {
    errors: {},
    terms: { categorySlug: mortgageCategoryFor(country), amount: Math.round(amount), durationMonths: duration, country },
    ...calculatorLegal(law, { country, loan: { amount, durationMonths: duration, apr } }),
    result: { ...comparison, amount, rate, duration },
  };
}

const BASIS_NAMES: Record<InsuranceRateBasis, string> = { 'initial-capital': 'Capital emprunté', 'capital-owed': 'Capital restant dû' };

/** One row of the comparison table: a label, then the group contract's figure and the outside insurer's. */
export interface InsuranceComparisonRow {
  label: string;
  figure: string;
  cell: (contract: InsuranceContractCost) => string;
}

/** The rows of « Les deux assurances sur le même prêt » (page and PDF). */
export const INSURANCE_COMPARISON_ROWS: readonly InsuranceComparisonRow[] = [
  { label: 'Base de calcul', figure: 'basis', cell: (c) => BASIS_NAMES[c.basis] },
  { label: 'Taux annuel', figure: 'rate', cell: (c) => formatPercent(c.rate) },
  { label: 'Prime du premier mois', figure: 'first-premium', cell: (c) => formatEuros(c.firstPremium) },
  { label: 'Prime du dernier mois', figure: 'last-premium', cell: (c) => formatEuros(c.lastPremium) },
  { label: 'Prime moyenne par mois', figure: 'average-premium', cell: (c) => formatEuros(c.averagePremium) },
  { label: 'Mensualité du premier mois, assurance comprise', figure: 'first-total', cell: (c) => formatEuros(c.firstMonthlyTotal) },
  { label: 'Coût total de l’assurance', figure: 'total-cost', cell: (c) => formatEuros(c.totalCost) },
  { label: 'TAEG avec cette assurance', figure: 'apr', cell: (c) => formatPercent(c.apr) },
  { label: 'Part de l’assurance dans le TAEG (TAEA)', figure: 'insurance-apr', cell: (c) => formatPercent(c.insuranceApr) },
];

/** The saving's label and figure: what the outside insurer saves, or what it costs more. */
export function insuranceSavingFigure(result: BorrowerInsuranceResult): { label: string; value: string } {
  return {
    label: result.saving >= 0 ? 'Économie avec l’assureur externe' : 'Surcoût de l’assureur externe',
    value: formatEuros(Math.abs(result.saving)),
  };
}

/** How the premiums and the TAEG were computed, under the table (page and PDF). */
export const INSURANCE_NOTE =
  'Sur le capital emprunté, la prime est la même chaque mois. Sur le capital restant dû, elle est recalculée chaque mois sur ce qui reste à rembourser d’après le tableau d’amortissement\u00a0: elle baisse avec le capital. Certains assureurs la recalculent une fois par an seulement\u00a0: leurs primes diffèrent alors un peu de celles-ci. Le TAEG compte l’assurance exigée par le prêteur\u202f; il est calculé ici sans frais de dossier ni de garantie, pour comparer les assurances seules.';
