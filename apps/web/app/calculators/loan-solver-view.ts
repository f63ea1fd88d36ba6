import { marketCountrySchema, solveLoan, type SolvedLoan } from '@pretscope/core';
import * as v from 'valibot';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { solveErrorMessage } from './messages.ts';
import { annualRate, euros, months } from './schemas.ts';

export const LOAN_SOLVER_DEFAULTS = { pays: 'LUX', montant: '200000', taux: '3,5', duree: '240', mensualite: '' };

/** The calculator: any three of amount, rate, duration, payment; the fourth is left empty and computed. */
export const solveInputSchema = v.pipe(
  v.strictObject({
    amount: v.optional(euros('Le montant')),
    rate: v.optional(annualRate()),
    duration: v.optional(months()),
    payment: v.optional(euros('La mensualité')),
    country: marketCountrySchema,
  }),
  v.check(
    (input) => [input.amount, input.rate, input.duration, input.payment].filter((value) => value === undefined).length === 1,
    'Remplissez trois des quatre champs et laissez vide celui à calculer.',
  ),
);
export type SolveInput = v.InferOutput<typeof solveInputSchema>;

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
    solveInputSchema,
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
