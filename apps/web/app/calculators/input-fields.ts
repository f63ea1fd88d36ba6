import { numberField, optionalField } from '@pretscope/core';

/**
 * The fields the calculators' own inputs are built from, with French messages (core's form checks: checked by the
 * loader on the server and again in the browser as the visitor types, without valibot); each calculator's checks
 * sit with its view (capacity.ts, loan-solver-view.ts, crypto.ts, early-repayment-view.ts), so that a page loads its
 * own only (the mortgage simulation and the borrower insurance use core's `SIMULATE_LOAN_CHECKS` and
 * `COMPARE_BORROWER_INSURANCE_CHECKS`). Numbers arrive already read from the URL by `toNumber`: NaN for a value that
 * is not a number, undefined for an empty field.
 */

export const euros = (label: string, { allowZero = false } = {}) =>
  numberField(
    `${label} doit être un nombre.`,
    allowZero ? { min: 0, message: `${label} ne peut être négatif.` } : { above: 0, message: `${label} doit être supérieur à 0\u00a0€.` },
    { max: 100_000_000, message: `${label} ne peut dépasser 100\u202f000\u202f000\u00a0€.` },
  );

export const annualRate = (label = 'Le taux') =>
  numberField(
    `${label} doit être un nombre.`,
    { min: 0, message: `${label} ne peut être négatif.` },
    { max: 100, message: `${label} ne peut dépasser 100\u00a0%.` },
  );

export const months = (label = 'La durée') =>
  numberField(
    `${label} doit être un nombre.`,
    { integer: true, message: `${label} se compte en mois entiers.` },
    { min: 1, message: `${label} doit être d’au moins 1\u00a0mois.` },
    { max: 600, message: `${label} ne peut dépasser 600\u00a0mois (50\u00a0ans).` },
  );

export const insuranceRate = /* @__PURE__ */ optionalField(
  numberField(
    'Le taux d’assurance doit être un nombre.',
    { min: 0, message: 'Le taux d’assurance ne peut être négatif.' },
    { max: 5, message: 'Le taux d’assurance ne peut dépasser 5\u00a0%.' },
  ),
  0,
);
