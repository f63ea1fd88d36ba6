import { borrowingCapacity, purchaseBudget, type BorrowingCapacity, type MarketCountry, type PurchaseBudget } from '@pretscope/core';
import type { CalculatorLoan } from './calculator-legal.server.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import { budgetErrorMessage, capacityErrorMessage } from './messages.ts';
import { budgetInputSchema, capacityInputSchema } from './schemas.ts';

export const CAPACITY_DEFAULTS = { pays: 'LUX', revenus: '4500', revenus2: '', charges: '0', taux: '3,5', duree: '25', assurance: '' };
export const BUDGET_DEFAULTS = {
  prix: '450000',
  apport: '60000',
  region: 'bruxelles',
  bien: 'ancien',
  acquereurs: '1',
  profil: 'firstTimeBuyer',
};

export type CapacityValues = RawValues<keyof typeof CAPACITY_DEFAULTS>;
export type BudgetValues = RawValues<keyof typeof BUDGET_DEFAULTS>;

export interface CapacityOutcome {
  errors: FieldErrors;
  /** The household's total net income, for the gauge's split. */
  income: number;
  charges: number;
  capacity: BorrowingCapacity | null;
  /** The annual rate the capacity was computed at (percent), null when the form was refused. */
  rate: number | null;
  /** Core's refusal (no capacity left), in French. */
  refusal: string | null;
}

/** Borrowing capacity from the form's raw values, with the country's rules (core's `borrowingCapacity`). */
export function computeCapacity(values: CapacityValues): CapacityOutcome {
  const checked = validate(
    capacityInputSchema,
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
  if (!checked.ok) return { errors: checked.errors, income: 0, charges: 0, capacity: null, rate: null, refusal: null };
  const input = checked.value;
  const income = input.income + input.coIncome;
  const answer = borrowingCapacity({
    netMonthlyIncome: income,
    monthlyCharges: input.charges,
    rate: input.rate,
    duration: input.duration,
    insurance: input.insuranceRate > 0 ? { basis: 'initial-capital', rate: input.insuranceRate } : undefined,
    country: input.country,
  });
  return answer.ok
    ? { errors: {}, income, charges: input.charges, capacity: answer.value, rate: input.rate, refusal: null }
    : { errors: {}, income, charges: input.charges, capacity: null, rate: input.rate, refusal: capacityErrorMessage(answer.error) };
}

export interface BudgetOutcome {
  errors: FieldErrors;
  budget: PurchaseBudget | null;
  refusal: string | null;
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

/** Acquisition costs, loan needed and LTV check for the purchase (core's `purchaseBudget`). */
export function computeBudget(values: BudgetValues, countryRaw: string): BudgetOutcome {
  const checked = validate(
    budgetInputSchema,
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
  if (!checked.ok) return { errors: checked.errors, budget: null, refusal: null };
  const input = checked.value;
  const country: MarketCountry = toCountry(countryRaw);
  const answer = purchaseBudget({
    price: input.price,
    ownFunds: input.ownFunds,
    country,
    region: country === 'BE' ? input.region : undefined,
    propertyType: country === 'FR' ? input.propertyType : undefined,
    buyers: country === 'LUX' ? input.buyers : undefined,
    buyerProfile: input.buyerProfile,
  });
  return answer.ok
    ? { errors: {}, budget: answer.value, refusal: null }
    : { errors: {}, budget: null, refusal: budgetErrorMessage(answer.error) };
}
