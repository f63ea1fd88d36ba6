import {
  booleanField,
  formatDuration,
  formatEuros,
  formatPercent,
  choiceField,
  earlyRepaymentUnder,
  formChecks,
  marketCountryField,
  numberField,
  withChecks,
  type EarlyRepayment,
  type EarlyRepaymentPenaltyRules,
  type MarketCountry,
} from '@pretscope/core';
import { mortgageCategoryFor, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { conventionSentence } from './rate-convention.ts';
import { annualRate, euros, months } from './input-fields.ts';

/** The page's fields: the loan, the instalment of the repayment, partial or total, what to keep, the rate's kind. */
export const EARLY_REPAYMENT_DEFAULTS = {
  pays: 'LUX',
  montant: '300000',
  taux: '3,5',
  duree: '25',
  echeance: '60',
  type: 'partiel',
  remboursement: '30000',
  garder: 'mensualite',
  nature: 'fixe',
  residence: 'oui',
};

/** Early repayment: the loan as signed, the instalment after which the repayment is made, how much, and its rules. */
export const earlyRepaymentInputChecks = /* @__PURE__ */ formChecks(
  {
    amount: euros('Le montant emprunté'),
    rate: annualRate(),
    duration: withChecks(months(), { min: 2, message: 'La durée doit être d’au moins 2\u00a0mois.' }),
    month: numberField(
      'Le numéro de la mensualité doit être un nombre.',
      { integer: true, message: 'Le numéro de la mensualité est un nombre entier.' },
      { min: 1, message: 'Le remboursement se fait au plus tôt avec la mensualité n°\u00a01.' },
    ),
    repayment: euros('Le montant remboursé', { allowZero: true }),
    keep: choiceField(['payment', 'duration'], 'Choisissez de garder la mensualité ou la durée.'),
    rateKind: choiceField(['fixed', 'variable'], 'Choisissez un taux fixe ou variable.'),
    mainHomeTwoYears: booleanField('Indiquez si le logement est votre résidence principale depuis deux ans.'),
    country: marketCountryField,
  },
  {
    reads: ['month', 'duration'],
    holds: (input) => input.month < input.duration,
    message: 'Le remboursement doit venir avant la dernière mensualité.',
    field: 'month',
  },
);
export type EarlyRepaymentValues = RawValues<keyof typeof EARLY_REPAYMENT_DEFAULTS>;

/** The choices of the selects, as the URL writes them. */
export const EARLY_REPAYMENT_CHOICES = {
  type: [
    { value: 'partiel', label: 'Partiel' },
    { value: 'total', label: 'Total (solder le prêt)' },
  ],
  garder: [
    { value: 'mensualite', label: 'Garder la mensualité' },
    { value: 'duree', label: 'Garder la durée' },
  ],
  nature: [
    { value: 'fixe', label: 'Fixe' },
    { value: 'variable', label: 'Variable' },
  ],
  residence: [
    { value: 'oui', label: 'Oui' },
    { value: 'non', label: 'Non (bien loué…)' },
  ],
} as const;

export interface EarlyRepaymentResult extends EarlyRepayment {
  country: MarketCountry;
  amount: number;
  /** Annual percent, as typed. */
  rate: number;
  /** Months. */
  duration: number;
  month: number;
  /** France: the contract may refuse a partial repayment of 10 % of the initial amount or less (art. L313-47). */
  belowFrenchMinimum: boolean;
}

export interface EarlyRepaymentView extends CalculatorView, CalculatorLegal {
  result: EarlyRepaymentResult | null;
  /**
   * What is left to borrow, carried to the offers and to the request form: the capital still owed after the
   * repayment over the months left (to compare with refinancing it); after a full repayment, the capital it repaid.
   */
  terms: NextStepsTerms | null;
}

/**
 * The early-repayment page (/pret-immobilier/outils/remboursement-anticipe): what repaying part or all of a loan
 * after a given instalment saves in interest, the legal maximum penalty of the country for the rate's kind, and the
 * saving net of it (core's `earlyRepaymentUnder`, with the law's day's rules and its penalty rules, `penalties`). Pure: the loader and the browser run it alike
 * (live-calculator.ts).
 */
export function earlyRepaymentView(
  values: EarlyRepaymentValues,
  law: CalculatorLaw,
  penalties: EarlyRepaymentPenaltyRules,
): EarlyRepaymentView {
  const total = values.type === 'total';
  const amount = toNumber(values.montant);
  const checked = validate(
    earlyRepaymentInputChecks,
    {
      amount,
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      month: toNumber(values.echeance),
      // A total repayment repays whatever is owed, never more than the amount borrowed.
      repayment: total ? amount : (toNumber(values.remboursement) ?? 0),
      keep: values.garder === 'duree' ? 'duration' : 'payment',
      rateKind: values.nature === 'variable' ? 'variable' : 'fixed',
      mainHomeTwoYears: values.residence !== 'non',
      country: values.pays,
    },
    {
      amount: 'montant',
      rate: 'taux',
      duration: 'duree',
      month: 'echeance',
      repayment: total ? 'montant' : 'remboursement',
      keep: 'garder',
      rateKind: 'nature',
      mainHomeTwoYears: 'residence',
      country: 'pays',
    },
  );
  const country = checked.ok ? checked.value.country : toCountry(values.pays);
  const legal = calculatorLegal(law, { country, loan: null });
  if (!checked.ok) return { errors: checked.errors, result: null, terms: null, ...legal };
  const input = checked.value;
  const computed = earlyRepaymentUnder({ lending: law.rules.lending, penalties }, input);
  // The schema refuses what core would: reaching here with a refusal is a bug, shown as a form error.
  if (!computed.ok) return { errors: { '': 'Ces données ne permettent pas le calcul.' }, result: null, terms: null, ...legal };
  const value = computed.value;
  const owed = value.full ? value.repaid : value.debtBefore - value.repaid;
  const months = value.full ? value.without.months : value.after.months;
  return {
    errors: {},
    result: {
      ...value,
      country,
      amount: input.amount,
      rate: input.rate,
      duration: input.duration,
      month: input.month,
      belowFrenchMinimum: country === 'FR' && !value.full && value.repaid > 0 && value.repaid <= 0.1 * input.amount,
    },
    terms: owed >= 1 ? { categorySlug: mortgageCategoryFor(country), amount: Math.round(owed), durationMonths: months, country } : null,
    ...legal,
  };
}

/** The result's heading: the balance paid off, or the sum repaid, and when. */
export function earlyRepaymentHeadline(result: EarlyRepaymentResult): string {
  return result.full
    ? `Solde de ${formatEuros(result.repaid)} avec la mensualité n°\u00a0${result.month}`
    : `${formatEuros(result.repaid, 0)} remboursés avec la mensualité n°\u00a0${result.month}`;
}

/** How the page names the penalty figure. */
export function penaltyLabel(type: 'capped' | 'none' | 'partly-uncapped'): string {
  if (type === 'none') return 'Indemnité';
  if (type === 'partly-uncapped') return 'Indemnité maximale sur la part plafonnée';
  return 'Indemnité maximale légale';
}

/** The net saving's label and figure: « Non chiffré » where only the bank's statement can give the penalty. */
export function netSavingsFigure(result: EarlyRepaymentResult): { label: string; value: string } {
  return result.netSavings === null
    ? { label: 'Gain net (selon le décompte de la banque)', value: 'Non chiffré' }
    : { label: 'Gain net', value: formatEuros(result.netSavings) };
}

/** Where part of the penalty has no legal cap (Luxembourg), what the figures leave to the bank; else null. */
export function uncappedPenaltyNote(result: EarlyRepaymentResult): string | null {
  const { penalty } = result;
  if (penalty.type !== 'partly-uncapped') return null;
  return penalty.amount > 0
    ? `La loi plafonne l’indemnité sur 450\u202f000\u00a0€ de remboursements anticipés\u202f; pour les ${formatEuros(penalty.uncappedRepayment, 0)} au-delà, seule la banque peut chiffrer son indemnité\u00a0: le gain net dépend de son décompte. Des remboursements anticipés déjà faits entrent aussi dans ces 450\u202f000\u00a0€\u202f; nous comptons celui-ci seul.`
    : 'Aucun plafond légal ne s’applique\u00a0: l’indemnité est la perte financière de la banque, que seul son décompte chiffre. Le gain net est les intérêts économisés moins cette indemnité.';
}

/** France: a partial repayment of 10 % of the amount borrowed or less may be refused by the contract; else null. */
export function frenchMinimumNote(result: EarlyRepaymentResult): string | null {
  return result.belowFrenchMinimum
    ? `Le contrat peut refuser un remboursement partiel égal ou inférieur à 10\u00a0% du montant emprunté, soit ${formatEuros(result.amount * 0.1, 0)} ici (Code de la consommation, art. L313-47).`
    : null;
}

/** After the rule's source: it is a maximum. */
export const PENALTY_MAXIMUM_NOTE = 'C’est un maximum\u00a0: votre contrat peut prévoir moins, ou rien.';

/** How the figures were computed: the loan's instalment and rate, the interest left with and without the repayment. */
export function earlyRepaymentNote(result: EarlyRepaymentResult): string {
  return `Mensualité d’origine ${formatEuros(result.without.monthlyPayment)} hors assurance, sur ${formatDuration(result.duration, 'year')} à ${formatPercent(result.rate)}. Intérêts restant à payer sans remboursement anticipé\u00a0: ${formatEuros(result.without.interest)}\u202f; après\u00a0: ${formatEuros(result.after.interest)}. ${conventionSentence(result.convention)} L’assurance emprunteur et les frais de dossier ne sont pas comptés.`;
}
