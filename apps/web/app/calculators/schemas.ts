import { BELGIAN_REGIONS, BUYER_PROFILES, marketCountrySchema, PROPERTY_TYPES } from '@pretscope/core';
import * as v from 'valibot';

/**
 * The calculators' own inputs, checked at the edge with French messages (the mortgage simulation reuses core's
 * `simulateLoanInputSchema`). Numbers arrive already read from the URL by `toNumber`: NaN for a value that is not
 * a number, undefined for an empty field.
 */

const euros = (label: string, { allowZero = false } = {}) =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    allowZero ? v.minValue(0, `${label} ne peut être négatif.`) : v.gtValue(0, `${label} doit être supérieur à 0\u00a0€.`),
    v.maxValue(100_000_000, `${label} ne peut dépasser 100\u202f000\u202f000\u00a0€.`),
  );

const annualRate = (label = 'Le taux') =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    v.minValue(0, `${label} ne peut être négatif.`),
    v.maxValue(100, `${label} ne peut dépasser 100\u00a0%.`),
  );

const months = (label = 'La durée') =>
  v.pipe(
    v.number(`${label} doit être un nombre.`),
    v.integer(`${label} se compte en mois entiers.`),
    v.minValue(1, `${label} doit être d’au moins 1\u00a0mois.`),
    v.maxValue(600, `${label} ne peut dépasser 600\u00a0mois (50\u00a0ans).`),
  );

const insuranceRate = v.optional(
  v.pipe(
    v.number('Le taux d’assurance doit être un nombre.'),
    v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
    v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5\u00a0%.'),
  ),
  0,
);

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

/** The calculator: any three of amount, rate, duration, payment; the fourth is left empty and computed. */
export const solveInputSchema = v.pipe(
  v.strictObject({
    amount: v.optional(euros('Le montant')),
    rate: v.optional(annualRate()),
    duration: v.optional(months()),
    payment: v.optional(euros('La mensualité')),
    country: marketCountrySchema,
  }),
  v.check(
    (input) => [input.amount, input.rate, input.duration, input.payment].filter((value) => value === undefined).length === 1,
    'Remplissez trois des quatre champs et laissez vide celui à calculer.',
  ),
);
export type SolveInput = v.InferOutput<typeof solveInputSchema>;

/** The crypto-backed loan: collateral, loan-to-value, liquidation threshold, rate and duration. */
export const cryptoInputSchema = v.pipe(
  v.strictObject({
    collateral: euros('La valeur du collatéral'),
    ltv: v.pipe(
      v.number('Le LTV doit être un nombre.'),
      v.gtValue(0, 'Le LTV doit être supérieur à 0\u00a0%.'),
      v.maxValue(95, 'Le LTV ne peut dépasser 95\u00a0%.'),
    ),
    threshold: v.pipe(
      v.number('Le seuil de liquidation doit être un nombre.'),
      v.gtValue(0, 'Le seuil de liquidation doit être supérieur à 0\u00a0%.'),
      v.maxValue(100, 'Le seuil de liquidation ne peut dépasser 100\u00a0%.'),
    ),
    rate: annualRate(),
    duration: months(),
    country: marketCountrySchema,
  }),
  v.forward(
    v.partialCheck([['ltv'], ['threshold']], (input) => input.ltv < input.threshold, 'Le LTV doit rester sous le seuil de liquidation.'),
    ['ltv'],
  ),
);
export type CryptoInput = v.InferOutput<typeof cryptoInputSchema>;

/** Early repayment: the loan as signed, the instalment after which the repayment is made, how much, and its rules. */
export const earlyRepaymentInputSchema = v.pipe(
  v.strictObject({
    amount: euros('Le montant emprunté'),
    rate: annualRate(),
    duration: v.pipe(months(), v.minValue(2, 'La durée doit être d’au moins 2 mois.')),
    month: v.pipe(
      v.number('Le numéro de la mensualité doit être un nombre.'),
      v.integer('Le numéro de la mensualité est un nombre entier.'),
      v.minValue(1, 'Le remboursement se fait au plus tôt avec la mensualité n°\u00a01.'),
    ),
    repayment: euros('Le montant remboursé', { allowZero: true }),
    keep: v.picklist(['payment', 'duration'], 'Choisissez de garder la mensualité ou la durée.'),
    rateKind: v.picklist(['fixed', 'variable'], 'Choisissez un taux fixe ou variable.'),
    mainHomeTwoYears: v.boolean(),
    country: marketCountrySchema,
  }),
  v.forward(
    v.partialCheck(
      [['month'], ['duration']],
      (input) => input.month < input.duration,
      'Le remboursement doit venir avant la dernière mensualité.',
    ),
    ['month'],
  ),
);
export type EarlyRepaymentFormInput = v.InferOutput<typeof earlyRepaymentInputSchema>;
