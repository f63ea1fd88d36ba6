import * as v from 'valibot';

/**
 * The fields the calculators' own inputs are built from, with French messages; each calculator's schema sits with its
 * view (capacity.ts, loan-solver-view.ts, crypto.ts, early-repayment-view.ts), so that a page loads its own checks
 * only (the mortgage simulation reuses core's `simulateLoanInputSchema`). Numbers arrive already read from the URL
 * by `toNumber`: NaN for a value that is not a number, undefined for an empty field.
 */

export const euros = (label: string, { allowZero = false } = {}) =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    allowZero ? v.minValue(0, `${label} ne peut être négatif.`) : v.gtValue(0, `${label} doit être supérieur à 0\u00a0€.`),
    v.maxValue(100_000_000, `${label} ne peut dépasser 100\u202f000\u202f000\u00a0€.`),
  );

export const annualRate = (label = 'Le taux') =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    v.minValue(0, `${label} ne peut être négatif.`),
    v.maxValue(100, `${label} ne peut dépasser 100\u00a0%.`),
  );

export const months = (label = 'La durée') =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    v.integer(`${label} se compte en mois entiers.`),
    v.minValue(1, `${label} doit être d’au moins 1\u00a0mois.`),
    v.maxValue(600, `${label} ne peut dépasser 600\u00a0mois (50\u00a0ans).`),
  );

export const insuranceRate = v.optional(
  v.pipe(
    v.number('Le taux d’assurance doit être un nombre.'),
    v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
    v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5\u00a0%.'),
  ),
  0,
);
