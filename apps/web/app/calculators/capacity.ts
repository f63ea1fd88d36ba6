import {
  formChecks,
  marketCountryField,
  numberField,
  optionalField,
  borrowingCapacityUnder,
  type BorrowingCapacity,
  type BorrowingCapacityError,
  type BorrowingCapacityInput,
  type CalculatorRules,
} from '@pretscope/core';
import type { CalculatorLoan } from './calculator-law.ts';
import { toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import { annualRate, insuranceRate, months } from './input-fields.ts';

export const CAPACITY_DEFAULTS = { pays: 'LUX', revenus: '4500', revenus2: '', charges: '0', taux: '3,5', duree: '25', assurance: '' };

/** Borrowing capacity: the household's incomes and charges, the loan's rate and duration. */
export const capacityInputChecks = /* @__PURE__ */ formChecks({
  income: numberField(
    'Le revenu net mensuel doit être un nombre.',
    { above: 0, message: 'Indiquez un revenu net mensuel supérieur à 0\u00a0€.' },
    { max: 10_000_000, message: 'Le revenu ne peut dépasser 10\u202f000\u202f000\u00a0€ par mois.' },
  ),
  coIncome: optionalField(
    numberField(
      'Le revenu du co-emprunteur doit être un nombre.',
      { min: 0, message: 'Le revenu du co-emprunteur ne peut être négatif.' },
      { max: 10_000_000, message: 'Le revenu ne peut dépasser 10\u202f000\u202f000\u00a0€ par mois.' },
    ),
    0,
  ),
  charges: optionalField(
    numberField(
      'Les charges doivent être un nombre.',
      { min: 0, message: 'Les charges ne peuvent être négatives.' },
      { max: 10_000_000, message: 'Les charges ne peuvent dépasser 10\u202f000\u202f000\u00a0€ par mois.' },
    ),
    0,
  ),
  rate: annualRate(),
  duration: months(),
  insuranceRate,
  country: marketCountryField,
});

export type CapacityValues = RawValues<keyof typeof CAPACITY_DEFAULTS>;

export interface CapacityOutcome {
  errors: FieldErrors;
  capacity: BorrowingCapacity | null;
  /** The annual rate the capacity was computed at (percent), null when the form was refused. */
  rate: number | null;
  /** Core's refusal (no capacity left), in French. */
  refusal: string | null;
  /** What the capacity was computed from, when the form was accepted (for projectReach). */
  input: Omit<BorrowingCapacityInput, 'country'> | null;
}

/** Borrowing capacity from the form's raw values, with the country's rules of the day (core's `borrowingCapacityUnder`). */
export function computeCapacity(values: CapacityValues, rules: Pick<CalculatorRules, 'lending'>): CapacityOutcome {
  const checked = validate(
    capacityInputChecks,
    {
      income: toNumber(values.revenus),
      coIncome: toNumber(values.revenus2),
      charges: toNumber(values.charges),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      insuranceRate: toNumber(values.assurance),
      country: values.pays,
    },
    {
      income: 'revenus',
      coIncome: 'revenus2',
      charges: 'charges',
      rate: 'taux',
      duration: 'duree',
      insuranceRate: 'assurance',
      country: 'pays',
    },
  );
  if (!checked.ok) return { errors: checked.errors, capacity: null, rate: null, refusal: null, input: null };
  const input = checked.value;
  const borrowing = {
    netMonthlyIncome: input.income + input.coIncome,
    monthlyCharges: input.charges,
    rate: input.rate,
    duration: input.duration,
    insurance: input.insuranceRate > 0 ? { basis: 'initial-capital' as const, rate: input.insuranceRate } : undefined,
  };
  const answer = borrowingCapacityUnder(rules.lending, { ...borrowing, country: input.country });
  const common = { errors: {}, rate: input.rate, input: borrowing };
  return answer.ok
    ? { ...common, capacity: answer.value, refusal: null }
    : { ...common, capacity: null, refusal: capacityErrorMessage(answer.error) };
}

/**
 * The loan a capacity result stands for, for the legal ceiling: its largest amount over the duration retained, at
 * the typed rate (no APR is computed here); null without a result.
 */
export function capacityLoan(outcome: CapacityOutcome): CalculatorLoan | null {
  return outcome.capacity && outcome.rate !== null
    ? { amount: outcome.capacity.maxAmount, durationMonths: outcome.capacity.duration, apr: outcome.rate }
    : null;
}

// Core answers expected failures as values with English details; a visitor reads these French sentences.

function capacityErrorMessage(error: BorrowingCapacityError): string {
  if (error.type === 'capacity/no-capacity') {
    return error.detail.includes('insurance')
      ? 'L’assurance emprunteur à elle seule dépasse le budget mensuel autorisé\u00a0: aucun prêt n’est possible avec ces revenus.'
      : 'Vos charges actuelles utilisent déjà tout le taux d’endettement autorisé\u00a0: aucun nouveau prêt n’est possible avec ces revenus.';
  }
  return 'Ces données ne permettent pas de calculer une capacité d’emprunt. Vérifiez les revenus, les charges, le taux et la durée.';
}
