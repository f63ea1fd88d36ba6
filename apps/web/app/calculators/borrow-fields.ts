import { CAPACITY_DEFAULTS } from './capacity.ts';
import type { RawValues } from './form-values.ts';

/**
 * The fields of « Combien emprunter ? » and their defaults: the purchase's (borrow-view.ts computes on them) and the
 * housing aids' (housing-aids-view.ts). Apart from the computations, which the page loads at the visitor's first
 * input (housing-aids.tsx).
 */

export const BUDGET_DEFAULTS = {
  prix: '450000',
  apport: '60000',
  region: 'bruxelles',
  bien: 'ancien',
  acquereurs: '1',
  profil: 'firstTimeBuyer',
};

export type BudgetValues = RawValues<keyof typeof BUDGET_DEFAULTS>;

export const BORROW_DEFAULTS = { ...CAPACITY_DEFAULTS, ...BUDGET_DEFAULTS };

export const AID_DEFAULTS = { zone: 'B1', occupants: '2', rfr: '', logement: '', enfants: '0' };

export type AidValues = RawValues<keyof typeof AID_DEFAULTS>;

/** Every field of the page: the purchase's and the aids'. */
export const BORROW_AID_DEFAULTS = { ...BORROW_DEFAULTS, ...AID_DEFAULTS };
