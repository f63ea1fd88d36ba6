import { BUYER_PROFILES, choiceField, formChecks, loanFeasibilityUnder, optionalField, type Feasibility } from '@pretscope/core';
import { capacityShown, mortgageCategoryFor, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { CAPACITY_DEFAULTS, capacityLoan, computeCapacity, type CapacityOutcome } from './capacity.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { euros } from './input-fields.ts';

/*
 * The capacity page (/pret-immobilier/outils/capacite-d-emprunt): the capacity (capacity.ts) and, when the visitor
 * types the amount they want to borrow, the feasibility verdict on it. Apart from capacity.ts, which « combien
 * emprunter » shares, so that each page loads its own.
 */

/**
 * The capacity page's optional project: the amount the visitor wants to borrow and the property's price (for the
 * loan-to-value cap), with the buyer's situation the cap depends on. Empty, the page gives the capacity alone.
 */
export const CAPACITY_PAGE_DEFAULTS = { ...CAPACITY_DEFAULTS, montant: '', prix: '', profil: 'firstTimeBuyer' };

export const projectInputChecks = /* @__PURE__ */ formChecks({
  loan: optionalField(euros('Le montant à emprunter')),
  price: optionalField(euros('Le prix du bien')),
  buyerProfile: choiceField(BUYER_PROFILES, 'Choisissez votre situation dans la liste.'),
});

export type CapacityPageValues = RawValues<keyof typeof CAPACITY_PAGE_DEFAULTS>;

export interface CapacityView extends CapacityOutcome, CalculatorView, CalculatorLegal {
  /** The capacity, rounded down to 100 €, carried to the offers and to the request form. */
  terms: NextStepsTerms | null;
  /** The raw values computed from (the verdict's fixes change one of them). */
  values: CapacityPageValues;
  /** The verdict on the amount asked, when one is typed (core's `loanFeasibilityUnder`). */
  verdict: Feasibility | null;
}

/**
 * The borrowing capacity page (/pret-immobilier/outils/capacite-d-emprunt): the capacity, its legal ceiling and
 * the terms its next steps carry. Pure: the loader and the browser run it alike (live-calculator.ts).
 */
export function capacityView(values: CapacityPageValues, law: CalculatorLaw): CapacityView {
  const outcome = computeCapacity(values, law.rules);
  const country = toCountry(values.pays);
  const project = validate(
    projectInputChecks,
    { loan: toNumber(values.montant), price: toNumber(values.prix), buyerProfile: values.profil },
    { loan: 'montant', price: 'prix', buyerProfile: 'profil' },
  );
  const answer =
    project.ok && project.value.loan !== undefined && outcome.input
      ? loanFeasibilityUnder(law.rules.lending, {
          country,
          loan: project.value.loan,
          price: project.value.price,
          buyerProfile: project.value.buyerProfile,
          borrowing: outcome.input,
        })
      : null;
  return {
    ...outcome,
    errors: project.ok ? outcome.errors : { ...outcome.errors, ...project.errors },
    values,
    verdict: answer?.ok ? answer.value : null,
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
