import {
  formatDuration,
  formatNumber,
  formChecks,
  marketCountryField,
  optionalField,
  solveLoan,
  type NoSolutionReason,
  type SolvableField,
  type SolvedLoan,
  type SolveLoanError,
} from '@pretscope/core';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { annualRate, euros, months } from './input-fields.ts';

export const LOAN_SOLVER_DEFAULTS = { pays: 'LUX', montant: '200000', taux: '3,5', duree: '240', mensualite: '' };

/** The calculator: any three of amount, rate, duration, payment; the fourth is left empty and computed. */
export const solveInputChecks = /* @__PURE__ */ formChecks(
  {
    amount: optionalField(euros('Le montant')),
    rate: optionalField(annualRate()),
    duration: optionalField(months()),
    payment: optionalField(euros('La mensualité')),
    country: marketCountryField,
  },
  {
    holds: (input) => [input.amount, input.rate, input.duration, input.payment].filter((value) => value === undefined).length === 1,
    message: 'Remplissez trois des quatre champs et laissez vide celui à calculer.',
  },
);

export type LoanSolverValues = RawValues<keyof typeof LOAN_SOLVER_DEFAULTS>;

export interface LoanSolverView extends CalculatorView, CalculatorLegal {
  solved: SolvedLoan | null;
  /** Core's reason why no loan fits the three figures, in French. */
  refusal: string | null;
}

/**
 * The calculette (/pret-immobilier/outils/calculette): the one empty field of amount, rate, duration and payment
 * from the three others (core's `solveLoan`, with the rate convention of the country on the law's day). Pure: the
 * loader and the browser run it alike (live-calculator.ts).
 */
export function loanSolverView(values: LoanSolverValues, law: CalculatorLaw): LoanSolverView {
  const checked = validate(
    solveInputChecks,
    {
      amount: toNumber(values.montant),
      rate: toNumber(values.taux),
      duration: toNumber(values.duree),
      payment: toNumber(values.mensualite),
      country: values.pays,
    },
    { amount: 'montant', rate: 'taux', duration: 'duree', payment: 'mensualite', country: 'pays' },
  );
  if (!checked.ok)
    return {
      errors: checked.errors,
      solved: null,
      refusal: null,
      ...calculatorLegal(law, { country: toCountry(values.pays), loan: null }),
    };
  const { country, ...terms } = checked.value;
  const answer = solveLoan({ ...terms, convention: law.rules.lending[country].rateConvention });
  if (!answer.ok)
    return { errors: {}, solved: null, refusal: solveErrorMessage(answer.error), ...calculatorLegal(law, { country, loan: null }) };
  // No APR is computed here: the (typed or solved) rate stands for it against the ceiling; a solved duration
  // counts its last, smaller instalment as a month.
  const { amount, rate, duration } = answer.value;
  return {
    errors: {},
    solved: answer.value,
    refusal: null,
    ...calculatorLegal(law, { country, loan: { amount, durationMonths: Math.ceil(duration), apr: rate } }),
  };
}

// Core answers expected failures as values with English details; a visitor reads these French sentences.

const FIELD_NAMES: Record<SolvableField, string> = {
  amount: 'le montant',
  rate: 'le taux',
  duration: 'la durée',
  payment: 'la mensualité',
};

const REASONS: Record<NoSolutionReason, string> = {
  'payment-below-interest':
    'La mensualité ne couvre même pas les intérêts du premier mois\u00a0: la dette ne diminuerait jamais. Augmentez la mensualité ou réduisez le montant.',
  'payment-below-zero-rate-payment':
    'Même à 0\u00a0%, cette mensualité ne rembourse pas le montant sur cette durée\u00a0: il faudrait un taux négatif. Augmentez la mensualité ou la durée.',
  'rate-too-high':
    'Cette mensualité supposerait un taux annuel supérieur à 1\u202f000\u00a0%\u00a0: ce n’est pas un prêt. Réduisez la mensualité ou allongez la durée.',
};

function solveErrorMessage(error: SolveLoanError): string {
  if (error.type === 'loan/no-solution') return `Impossible de calculer ${FIELD_NAMES[error.field]}. ${REASONS[error.reason]}`;
  return error.field
    ? `Vérifiez ${FIELD_NAMES[error.field]}\u00a0: il doit être supérieur à 0.`
    : 'Remplissez trois des quatre champs et laissez vide celui à calculer.';
}

/** The result's heading: which of the four figures was computed. */
export const SOLVED_LABELS: Record<SolvableField, string> = {
  amount: 'Montant calculé',
  rate: 'Taux calculé',
  duration: 'Durée calculée',
  payment: 'Mensualité calculée',
};

/** The duration as the result shows it: whole months, or a computed duration to a tenth of a month. */
export function solvedDurationText(solved: SolvedLoan): string {
  return Number.isInteger(solved.duration) ? formatDuration(solved.duration, 'month') : `${formatNumber(solved.duration, 1)}\u00a0mois`;
}

/** Under a computed duration that is not whole: the full instalments and the smaller last one; else null. */
export function partialMonthNote(solved: SolvedLoan): string | null {
  if (solved.solvedFor !== 'duration' || Number.isInteger(solved.duration)) return null;
  return `Soit ${Math.floor(solved.duration)}\u00a0mensualités pleines et une dernière plus petite (${formatDuration(Math.ceil(solved.duration), 'year')} environ).`;
}
