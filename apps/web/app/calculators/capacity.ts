import {
  BELGIAN_REGIONS,
  BUYER_PROFILES,
  choiceField,
  formChecks,
  marketCountryField,
  numberField,
  optionalField,
  PROPERTY_TYPES,
  borrowingCapacityUnder,
  projectReachUnder,
  purchaseBudgetUnder,
  type BorrowingCapacity,
  type BorrowingCapacityError,
  type BorrowingCapacityInput,
  type AcquisitionCostRates,
  type CalculatorRules,
  type MarketCountry,
  type ProjectReach,
  type PurchaseBudget,
  type PurchaseBudgetError,
  type PurchaseBudgetInput,
  type PurchaseRules,
} from '@pretscope/core';
import { capacityShown, mortgageCategoryFor, neededShown, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal, type CalculatorLoan } from './calculator-law.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { annualRate, euros, insuranceRate, months } from './input-fields.ts';

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

/** The purchase: price, own funds, and what each country's costs depend on. */
export const budgetInputChecks = /* @__PURE__ */ formChecks({
  price: euros('Le prix du bien'),
  ownFunds: optionalField(euros('L’apport', { allowZero: true }), 0),
  // Each country's own field: only the chosen country's is sent to the check (computeBudget), the others are absent.
  region: optionalField(choiceField(BELGIAN_REGIONS, 'Choisissez une région\u00a0: Flandre, Wallonie ou Bruxelles.')),
  propertyType: optionalField(choiceField(PROPERTY_TYPES, 'Choisissez un logement ancien ou neuf.')),
  buyers: optionalField(
    numberField(
      'Le nombre d’acquéreurs doit être un nombre.',
      { integer: true, message: 'Le nombre d’acquéreurs est un nombre entier.' },
      { min: 1, message: 'Il faut au moins un acquéreur.' },
      { max: 4, message: 'Indiquez au plus 4 acquéreurs.' },
    ),
  ),
  buyerProfile: choiceField(BUYER_PROFILES, 'Choisissez votre situation dans la liste.'),
});

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
export function computeBudget(values: BudgetValues, countryRaw: string, rules: PurchaseRules): BudgetOutcome {
  const country: MarketCountry = toCountry(countryRaw);
  const checked = validate(
    budgetInputChecks,
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
export function computeReach(capacity: CapacityOutcome, budget: BudgetOutcome, rules: PurchaseRules): ProjectReach | null {
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
 * « Combien emprunter ? » (/pret-hypothecaire/combien-emprunter): the capacity, the purchase's budget (with the
 * acquisition cost rates of the law's day, `costs`) and whether the one reaches the other. Pure: the loader and the
 * browser run it alike (live-calculator.ts).
 */
export function borrowView(values: RawValues<keyof typeof BORROW_DEFAULTS>, law: CalculatorLaw, costs: AcquisitionCostRates): BorrowView {
  const purchase: PurchaseRules = { lending: law.rules.lending, costs };
  const capacity = computeCapacity(values, law.rules);
  const budget = computeBudget(values, values.pays, purchase);
  const reach = computeReach(capacity, budget, purchase);
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

// Core answers expected failures as values with English details; a visitor reads these French sentences.

function capacityErrorMessage(error: BorrowingCapacityError): string {
  if (error.type === 'capacity/no-capacity') {
    return error.detail.includes('insurance')
      ? 'L’assurance emprunteur à elle seule dépasse le budget mensuel autorisé\u00a0: aucun prêt n’est possible avec ces revenus.'
      : 'Vos charges actuelles utilisent déjà tout le taux d’endettement autorisé\u00a0: aucun nouveau prêt n’est possible avec ces revenus.';
  }
  return 'Ces données ne permettent pas de calculer une capacité d’emprunt. Vérifiez les revenus, les charges, le taux et la durée.';
}

function budgetErrorMessage(error: PurchaseBudgetError): string {
  if (error.detail.includes('region')) return 'Pour un achat en Belgique, choisissez la région du bien.';
  if (error.detail.includes('price')) return 'Indiquez un prix supérieur à 0\u00a0€.';
  if (error.detail.includes('ownFunds')) return 'L’apport ne peut être négatif.';
  return 'Ces données ne permettent pas de calculer les frais d’achat. Vérifiez le prix, l’apport et la situation.';
}
