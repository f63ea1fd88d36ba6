import { YEAR_CHOICES } from './form-values.ts';

/**
 * The choices of the purchase and loan selects that « combien emprunter » (capacity-view.tsx) and « un projet, trois
 * pays » (routes/calculators/country-comparison.tsx) both offer: a module of their own, so that a page loads the
 * lists without the other's result components.
 */

export const YEAR_OPTIONS = YEAR_CHOICES.map((year) => ({ value: String(year), label: `${year}\u00a0ans` }));

export const REGION_OPTIONS = [
  { value: 'bruxelles', label: 'Bruxelles-Capitale' },
  { value: 'flandre', label: 'Flandre' },
  { value: 'wallonie', label: 'Wallonie' },
];
export const PROPERTY_OPTIONS = [
  { value: 'ancien', label: 'Ancien' },
  { value: 'neuf', label: 'Neuf (TVA payée)' },
];
export const BUYER_OPTIONS = ['1', '2', '3', '4'].map((count) => ({
  value: count,
  label: count === '1' ? '1 acquéreur' : `${count} acquéreurs`,
}));
export const PROFILE_OPTIONS = [
  { value: 'firstTimeBuyer', label: 'Premier achat, pour y habiter (aucun autre logement)' },
  { value: 'primaryResidence', label: 'Résidence principale (vous possédez déjà un logement)' },
  { value: 'other', label: 'Investissement locatif ou résidence secondaire' },
];
