import {
  projectFeasibilityUnder,
  purchaseBudgetUnder,
  type AcquisitionCostRates,
  type Feasibility,
  type MarketCountry,
  type PurchaseBudget,
  type PurchaseBudgetError,
  type PurchaseBudgetInput,
  type PurchaseRules,
} from '@pretscope/core';
import { mortgageCategoryFor, neededShown, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { capacityLoan, computeCapacity, type CapacityOutcome } from './capacity.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { budgetInputChecks } from './budget-checks.ts';
import type { BORROW_DEFAULTS, BudgetValues } from './borrow-fields.ts';

/*
 * « Combien emprunter ? »: the purchase's budget and the feasibility verdict on top of the capacity (capacity.ts).
 * Apart from it so that the capacity page, which has no purchase, loads no acquisition costs.
 */

export { BORROW_DEFAULTS, BUDGET_DEFAULTS, type BudgetValues } from './borrow-fields.ts';

export interface BudgetOutcome {
  errors: FieldErrors;
  budget: PurchaseBudget | null;
  refusal: string | null;
  /** The purchase as computed, when the form was accepted (for projectReachUnder). */
  input: Omit<PurchaseBudgetInput, 'date'> | null;
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
 * Whether the purchase is feasible under the day's rules (debt ratio, duration, LTV), and the smallest fixes when it
 * is not (core's `projectFeasibilityUnder`).
 */
export function computeVerdict(capacity: CapacityOutcome, budget: BudgetOutcome, rules: PurchaseRules): Feasibility | null {
  if (!capacity.input || !budget.input) return null;
  const answer = projectFeasibilityUnder(rules, { purchase: budget.input, borrowing: capacity.input });
  return answer.ok ? answer.value : null;
}

export interface BorrowView extends CalculatorView, CalculatorLegal {
  /** The raw values computed from (the reach verdict's links change one of them). */
  values: RawValues<keyof typeof BORROW_DEFAULTS>;
  capacity: CapacityOutcome;
  budget: BudgetOutcome;
  /** Whether the purchase is feasible, and the smallest fixes when it is not. */
  verdict: Feasibility | null;
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
  const verdict = computeVerdict(capacity, budget, purchase);
  const country = toCountry(values.pays);
  return {
    values,
    errors: { ...capacity.errors, ...budget.errors },
    capacity,
    budget,
    verdict,
    terms:
      verdict && verdict.loan > 0
        ? { categorySlug: mortgageCategoryFor(country), amount: neededShown(verdict.loan), durationMonths: verdict.duration, country }
        : null,
    ...calculatorLegal(law, { country, loan: capacityLoan(capacity) }),
  };
}

// The form's checks (budget-checks.ts) already refuse a price of 0 or less and negative own funds: what core can still
// refuse is a Belgian purchase without its region.
function budgetErrorMessage(error: PurchaseBudgetError): string {
  return error.detail.includes('region')
    ? 'Pour un achat en Belgique, choisissez la région du bien.'
    : 'Ces données ne permettent pas de calculer les frais d’achat. Vérifiez le prix, l’apport et la situation.';
}
