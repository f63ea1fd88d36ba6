import { BELGIAN_REGIONS, BUYER_PROFILES, choiceField, formChecks, numberField, optionalField, PROPERTY_TYPES } from '@pretscope/core';
import { euros } from './input-fields.ts';

// A module of its own: « combien emprunter » and the three-country comparison check the purchase alike, and the
// comparison loads none of « combien emprunter »'s view with it.

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
