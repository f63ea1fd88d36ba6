import {
  BELGIAN_REGIONS,
  BUYER_PROFILES,
  marketCountrySchema,
  PROPERTY_TYPES,
  borrowingCapacityUnder,
  projectReachUnder,
  purchaseBudgetUnder,
  type BorrowingCapacity,
  type BorrowingCapacityInput,
  type CalculatorRules,
  type MarketCountry,
  type ProjectReach,
  type PurchaseBudget,
  type PurchaseBudgetInput,
} from '@pretscope/core';
import * as v from 'valibot';
import { capacityShown, mortgageCategoryFor, neededShown, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal, type CalculatorLoan } from './calculator-law.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { budgetErrorMessage, capacityErrorMessage } from './messages.ts';
import { annualRate, euros, insuranceRate, months } from './schemas.ts';

export const CAPACITY_DEFAULTS = { pays: 'LUX', revenus: '4500', revenus2: '', charges: '0', taux: '3,5', duree: '25', assurance: '' };
export const BUDGET_DEFAULTS = {
  prix: '450000',
  apport: '60000',
  region: 'bruxelles',
  bien: 'ancien',
  acquereurs: '1',
  profil: 'firstTimeBuyer',
};

/** Borrowing capacity: the household's incomes and charges, the loan's rate and duration. */
export const capacityInputSchema = v.strictObject({
  income: v.pipe(
    v.number('Le revenu net mensuel doit être un nombre.'),
    v.gtValue(0, 'Indiquez un revenu net mensuel supérieur à 0\u00a0€.'),
    v.maxValue(10_000_000, 'Le revenu ne peut dépasser 10\u202f000\u202f000\u00a0€ par mois.'),
  ),
  coIncome: v.optional(
    v.pipe(
      v.number('Le revenu du co-emprunteur doit être un nombre.'),
      v.minValue(0, 'Le revenu du co-emprunteur ne peut être négatif.'),
      v.maxValue(10_000_000, 'Le revenu ne peut dépasser 10\u202f000\u202f000\u00a0€ par mois.'),
    ),
    0,
  ),
  charges: v.optional(
    v.pipe(
      v.number('Les charges doivent être un nombre.'),
      v.minValue(0, 'Les charges ne peuvent être négatives.'),
      v.maxValue(10_000_000, 'Les charges ne peuvent dépasser 10\u202f000\u202f000\u00a0€ par mois.'),
    ),
    0,
  ),
  rate: annualRate(),
  duration: months(),
  insuranceRate,
  country: marketCountrySchema,
});
export type CapacityInput = v.InferOutput<typeof capacityInputSchema>;

/** The purchase: price, own funds, and what each country's costs depend on. */
export const budgetInputSchema = v.strictObject({
  price: euros('Le prix du bien'),
  ownFunds: v.optional(euros('L’apport', { allowZero: true }), 0),
  // Each country's own field: only the chosen country's is sent to the check (computeBudget), the others are absent.
  region: v.optional(v.picklist(BELGIAN_REGIONS, 'Choisissez une région\u00a0: Flandre, Wallonie ou Bruxelles.')),
  propertyType: v.optional(v.picklist(PROPERTY_TYPES, 'Choisissez un logement ancien ou neuf.')),
  buyers: v.optional(
    v.pipe(
      v.number('Le nombre d’acquéreurs doit être un nombre.'),
      v.integer('Le nombre d’acquéreurs est un nombre entier.'),
      v.minValue(1, 'Il faut au moins un acquéreur.'),
      v.maxValue(4, 'Indiquez au plus 4 acquéreurs.'),
    ),
  ),
  buyerProfile: v.picklist(BUYER_PROFILES, 'Choisissez votre situation dans la liste.'),
});
export type BudgetInput = v.InferOutput<typeof budgetInputSchema>;

export type CapacityValues = RawValues<keyof typeof CAPACITY_DEFAULTS>;
export type BudgetValues = RawValues<keyof typeof BUDGET_DEFAULTS>;

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
export function computeCapacity(values: CapacityValues, rules: CalculatorRules): CapacityOutcome {
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

export interface BudgetOutcome {
  errors: FieldErrors;
  budget: PurchaseBudget | null;
  refusal: string | null;
  /** The purchase as computed, when the form was accepted (for projectReachUnder). */
  input: Omit<PurchaseBudgetInput, 'date'> | null;
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

/**
 * Acquisition costs, loan needed and LTV check for the purchase (core's `purchaseBudgetUnder`, with the rules of the day). Only the chosen country's
 * own field is read and checked (Belgium's region, France's property type, Luxembourg's number of buyers): the
 * page shows only that one, and a value left in another country's field does not refuse the form.
 */
export function computeBudget(values: BudgetValues, countryRaw: string, rules: CalculatorRules): BudgetOutcome {
  const country: MarketCountry = toCountry(countryRaw);
  const checked = validate(
    budgetInputSchema,
    {
      price: toNumber(values.prix),
      ownFunds: toNumber(values.apport),
      region: country === 'BE' ? values.region : undefined,
      propertyType: country === 'FR' ? values.bien : undefined,
      buyers: country === 'LUX' ? toNumber(values.acquereurs) : undefined,
      buyerProfile: values.profil,
    },
    { price: 'prix', ownFunds: 'apport', region: 'region', propertyType: 'bien', buyers: 'acquereurs', buyerProfile: 'profil' },
  );
  if (!checked.ok) return { errors: checked.errors, budget: null, refusal: null, input: null };
  const checkedInput = checked.value;
  const input: Omit<PurchaseBudgetInput, 'date'> = {
    price: checkedInput.price,
    ownFunds: checkedInput.ownFunds,
    country,
    region: checkedInput.region,
    propertyType: checkedInput.propertyType,
    buyers: checkedInput.buyers,
    buyerProfile: checkedInput.buyerProfile,
  };
  const answer = purchaseBudgetUnder(rules, input);
  return answer.ok
    ? { errors: {}, budget: answer.value, refusal: null, input }
    : { errors: {}, budget: null, refusal: budgetErrorMessage(answer.error), input: null };
}

/**
 * Whether the household can borrow what the purchase needs, and the smallest changes when it cannot (core's
 * `projectReachUnder`, with the rules of the day).
 */
export function computeReach(capacity: CapacityOutcome, budget: BudgetOutcome, rules: CalculatorRules): ProjectReach | null {
  if (!capacity.input || !budget.input) return null;
  const answer = projectReachUnder(rules, { purchase: budget.input, borrowing: capacity.input });
  return answer.ok ? answer.value : null;
}

export interface CapacityView extends CapacityOutcome, CalculatorView, CalculatorLegal {
  /** The capacity, rounded down to 100 €, carried to the offers and to the request form. */
  terms: NextStepsTerms | null;
}

/**
 * The borrowing capacity page (/pret-immobilier/outils/capacite-d-emprunt): the capacity, its legal ceiling and
 * the terms its next steps carry. Pure: the loader and the browser run it alike (live-calculator.ts).
 */
export function capacityView(values: CapacityValues, law: CalculatorLaw): CapacityView {
  const outcome = computeCapacity(values, law.rules);
  const country = toCountry(values.pays);
  return {
    ...outcome,
    terms: outcome.capacity
      ? {
          categorySlug: mortgageCategoryFor(country),
          amount: capacityShown(outcome.capacity.maxAmount),
          durationMonths: outcome.capacity.duration,
          country,
        }
      : null,
    ...calculatorLegal(law, { country, loan: capacityLoan(outcome) }),
  };
}

export const BORROW_DEFAULTS = { ...CAPACITY_DEFAULTS, ...BUDGET_DEFAULTS };

export interface BorrowView extends CalculatorView, CalculatorLegal {
  /** The raw values computed from (the reach verdict's links change one of them). */
  values: RawValues<keyof typeof BORROW_DEFAULTS>;
  capacity: CapacityOutcome;
  budget: BudgetOutcome;
  reach: ProjectReach | null;
  ownFunds: number;
  /** The loan needed (rounded up to 100 €) over the duration retained, for the offers and the request form. */
  terms: NextStepsTerms | null;
}

/**
 * « Combien emprunter ? » (/pret-hypothecaire/combien-emprunter): the capacity, the purchase's budget and whether
 * the one reaches the other. Pure: the loader and the browser run it alike (live-calculator.ts).
 */
export function borrowView(values: RawValues<keyof typeof BORROW_DEFAULTS>, law: CalculatorLaw): BorrowView {
  const capacity = computeCapacity(values, law.rules);
  const budget = computeBudget(values, values.pays, law.rules);
  const reach = computeReach(capacity, budget, law.rules);
  const country = toCountry(values.pays);
  return {
    values,
    errors: { ...capacity.errors, ...budget.errors },
    capacity,
    budget,
    reach,
    ownFunds: budget.input?.ownFunds ?? 0,
    terms:
      reach && reach.loanNeeded > 0
        ? { categorySlug: mortgageCategoryFor(country), amount: neededShown(reach.loanNeeded), durationMonths: reach.duration, country }
        : null,
    ...calculatorLegal(law, { country, loan: capacityLoan(capacity) }),
  };
}
