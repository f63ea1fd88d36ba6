import {
  formatEuros,
  formatNumber,
  formatPercent,
  frenchZeroRateLoanUnder,
  luxembourgHousingAidsUnder,
  ZERO_RATE_LOAN_HOUSINGS,
  ZERO_RATE_LOAN_ZONES,
  type FrenchZeroRateLoanRules,
  type LuxembourgHousingAidRules,
  type ZeroRateLoanHousing,
  type ZeroRateLoanZone,
} from '@pretscope/core';
import { toCountry, toNumber, type RawValues } from './form-values.ts';
import type { AidField, AidForm } from './housing-aid-fields.tsx';
import type { BorrowView } from './borrow-view.ts';
import type { AidValues, BORROW_AID_DEFAULTS } from './borrow-fields.ts';

export type { AidField, AidValues };

/**
 * The housing aids of « Combien emprunter ? »: France's PTZ and Luxembourg's aids as figures and French sentences.
 * Pure and free of dated tables: the loader and the browser compute them alike from the day's rules that the loader
 * sends (core `frenchZeroRateLoanRulesOn`, `luxembourgHousingAidRulesOn`), so they follow the form live. The aids'
 * own fields are read here; the purchase (price, loan needed, incomes, buyers, profile) comes from the page's figures.
 */

/** What the aids are computed on, from the page's other figures. */
export interface AidPurchase {
  country: 'LUX' | 'BE' | 'FR';
  price: number;
  /** The bank loan the purchase needs without the aids, euros. */
  loanNeeded: number;
  /** Net monthly incomes of the borrowers, euros. */
  monthlyIncome: number;
  buyers: number;
  firstTimeBuyer: boolean;
  propertyType: 'ancien' | 'neuf';
}

export interface AidLine {
  label: string;
  value: string;
  figure: string;
}

export interface HousingAidsView {
  country: 'LUX' | 'FR';
  title: string;
  legend: string;
  fields: AidField[];
  values: AidValues;
  /** A field's French error, by field name. */
  errors: Record<string, string>;
  lines: AidLine[];
  /** The main sentence: the PTZ, or why none. */
  verdict: string | null;
  /** Sentences on what is described but not computed. */
  notes: string[];
  unconfirmed: string;
  source: string;
}

const ZONE_OPTIONS = [
  { value: 'A', label: 'A bis ou A (Paris, Côte d’Azur, Genevois…)' },
  { value: 'B1', label: 'B1 (grandes agglomérations)' },
  { value: 'B2', label: 'B2 (villes moyennes)' },
  { value: 'C', label: 'C (reste du territoire)' },
];

const HOUSING_OPTIONS = [
  { value: 'neuf-collectif', label: 'Appartement neuf' },
  { value: 'neuf-individuel', label: 'Maison neuve' },
  { value: 'ancien-travaux', label: 'Ancien avec travaux (au moins 25\u00a0% du coût)' },
  { value: 'ancien', label: 'Ancien sans gros travaux' },
];

const FRENCH_FIELDS: AidField[] = [
  { name: 'zone', label: 'Zone de la commune', options: ZONE_OPTIONS },
  { name: 'occupants', label: 'Personnes qui habiteront le logement' },
  {
    name: 'rfr',
    label: 'Revenu fiscal de référence N-2 du foyer (€)',
    hint: 'Sur l’avis d’imposition d’il y a deux ans, de tous les futurs occupants.',
  },
  { name: 'logement', label: 'Logement financé', options: HOUSING_OPTIONS },
];

const LUXEMBOURG_FIELDS: AidField[] = [{ name: 'enfants', label: 'Enfants à charge' }];

const FRENCH_LEGEND = 'Votre foyer et votre logement (PTZ)';
const LUXEMBOURG_LEGEND = 'Votre ménage (aides de l’État)';

const REFUSALS = {
  'not-first-time-buyer':
    'Pas de PTZ\u00a0: il est réservé à qui n’a pas été propriétaire de sa résidence principale ces deux dernières années.',
  housing: 'Pas de PTZ pour un logement ancien sans travaux d’au moins 25\u00a0% du coût de l’opération.',
  zone: 'Pas de PTZ pour un logement ancien en zone A bis, A ou B1\u00a0: seulement en zones B2 et C.',
  income: 'Pas de PTZ\u00a0: vos ressources dépassent le plafond de la zone pour votre foyer.',
} as const;

/** The purchase as the page computed it, or null while its fields are wrong. */
export function aidPurchase(view: Pick<BorrowView, 'budget' | 'capacity'>): AidPurchase | null {
  const input = view.budget.input;
  const budget = view.budget.budget;
  if (!input || !budget) return null;
  const borrowing = view.capacity.input;
  return {
    country: input.country,
    price: input.price,
    loanNeeded: budget.loanNeeded,
    monthlyIncome: borrowing ? borrowing.netMonthlyIncome : 0,
    buyers: input.buyers ?? 1,
    firstTimeBuyer: input.buyerProfile === 'firstTimeBuyer',
    propertyType: input.propertyType ?? 'ancien',
  };
}

/** The day's aid rules, as the loader finds them (null: not modelled that day). */
export interface AidRules {
  ptz: FrenchZeroRateLoanRules | null;
  luxembourg: LuxembourgHousingAidRules | null;
}

/** The housing shown and counted: as picked, else from the purchase's property type (a new home: a flat). */
function aidHousing(values: AidValues, propertyType: string | undefined): ZeroRateLoanHousing {
  if ((ZERO_RATE_LOAN_HOUSINGS as readonly string[]).includes(values.logement)) return values.logement as ZeroRateLoanHousing;
  return propertyType === 'neuf' ? 'neuf-collectif' : 'ancien';
}

/** The aids' fieldset of the visitor's country (none in Belgium). */
export function aidForm(values: AidValues & { pays: string; bien: string }): AidForm | null {
  const country = toCountry(values.pays);
  if (country === 'BE') return null;
  return country === 'FR'
    ? { legend: FRENCH_LEGEND, fields: FRENCH_FIELDS, values: { ...values, logement: aidHousing(values, values.bien) } }
    : { legend: LUXEMBOURG_LEGEND, fields: LUXEMBOURG_FIELDS, values };
}

export interface BorrowAidsView extends BorrowView {
  values: RawValues<keyof typeof BORROW_AID_DEFAULTS>;
  aidForm: AidForm | null;
  aids: HousingAidsView | null;
}

/**
 * « Combien emprunter ? » whole: the purchase as borrow-view.ts computed it, and the aids on it, their fields' errors
 * with the others'. The loader runs it on the URL for the first paint and without JavaScript, the browser on every
 * input (live-calculator.ts), with the same rules.
 */
export function withHousingAids(view: BorrowView, values: RawValues<keyof typeof BORROW_AID_DEFAULTS>, rules: AidRules): BorrowAidsView {
  const aids = housingAidsView(values, aidPurchase(view), rules);
  return { ...view, values, aidForm: aidForm(values), aids, errors: { ...view.errors, ...aids?.errors } };
}

export function housingAidsView(values: AidValues, purchase: AidPurchase | null, rules: AidRules): HousingAidsView | null {
  if (!purchase || purchase.country === 'BE') return null;
  return purchase.country === 'FR' ? frenchAids(values, purchase, rules.ptz) : luxembourgAids(values, purchase, rules.luxembourg);
}

function euros(value: number): string {
  return formatEuros(value, 0);
}

function frenchAids(values: AidValues, purchase: AidPurchase, rules: FrenchZeroRateLoanRules | null): HousingAidsView {
  const housing = aidHousing(values, purchase.propertyType);
  const shown = { ...values, logement: housing };
  const base = {
    country: 'FR' as const,
    title: 'Prêt à taux zéro (PTZ)',
    legend: FRENCH_LEGEND,
    fields: FRENCH_FIELDS,
    values: shown,
    lines: [],
    notes: [],
    unconfirmed: '',
    source: '',
  };
  if (!rules) {
    return {
      ...base,
      errors: {},
      verdict: 'Le PTZ n’est calculé ici que pour les offres de prêt émises du 1er avril 2025 au 31 décembre 2027.',
    };
  }
  const errors: Record<string, string> = {};
  const zone = values.zone as ZeroRateLoanZone;
  if (!ZERO_RATE_LOAN_ZONES.includes(zone)) errors.zone = 'Choisissez la zone de la commune.';
  const occupants = toNumber(values.occupants);
  if (occupants === undefined || !Number.isInteger(occupants) || occupants < 1 || occupants > 20)
    errors.occupants = 'Indiquez le nombre de personnes qui habiteront le logement (1 à 20).';
  const income = toNumber(values.rfr);
  if (income === undefined) {
    const verdict = 'Indiquez le revenu fiscal de référence N-2 de votre foyer pour calculer votre PTZ.';
    return { ...base, errors, verdict, source: `Sources\u00a0: ${rules.source}.`, unconfirmed: `Non confirmé\u00a0: ${rules.unconfirmed}` };
  }
  if (Number.isNaN(income) || income < 0 || income > 10_000_000) errors.rfr = 'Le revenu fiscal de référence doit être un nombre positif.';
  if (Object.keys(errors).length > 0 || occupants === undefined || income === undefined) {
    return {
      ...base,
      errors,
      verdict: null,
      source: `Sources\u00a0: ${rules.source}.`,
      unconfirmed: `Non confirmé\u00a0: ${rules.unconfirmed}`,
    };
  }
  const result = frenchZeroRateLoanUnder(rules, {
    zone,
    occupants,
    income,
    cost: purchase.price,
    housing,
    firstTimeBuyer: purchase.firstTimeBuyer,
  });
  if (!result.ok) return { ...base, errors: { rfr: 'Vérifiez les montants saisis.' }, verdict: null };
  const ptz = result.value;
  const lines: AidLine[] = [
    { label: 'Ressources retenues', value: euros(ptz.resources), figure: 'ptz-resources' },
    { label: 'Plafond de ressources du foyer', value: euros(ptz.incomeCeiling), figure: 'ptz-income-ceiling' },
  ];
  if (ptz.tranche !== null) lines.push({ label: 'Tranche de revenus', value: String(ptz.tranche), figure: 'ptz-tranche' });
  lines.push({ label: 'Coût retenu (plafonné)', value: euros(ptz.costCounted), figure: 'ptz-cost' });
  if (ptz.refusal === null) {
    lines.push(
      { label: 'Quotité', value: formatPercent(ptz.quotite, 0), figure: 'ptz-quotite' },
      { label: 'Prêt à taux zéro', value: euros(ptz.amount), figure: 'ptz-amount' },
      { label: 'Prêt bancaire restant', value: euros(Math.max(0, purchase.loanNeeded - ptz.amount)), figure: 'ptz-bank-loan' },
    );
  }
  const notes = [
    `Coût de l’opération\u00a0: le prix saisi (${euros(purchase.price)}), hors frais de notaire\u202f; ajoutez-y les travaux pour un logement ancien.`,
    'Ressources\u00a0: le plus élevé du revenu fiscal de référence N-2 et du coût de l’opération divisé par 9.',
    'Primo-accédant\u00a0: d’après «\u202fVotre situation\u202f» ci-dessus.',
  ];
  return {
    ...base,
    errors: {},
    lines,
    verdict:
      ptz.refusal === null
        ? `Vous pourriez obtenir un PTZ de ${euros(ptz.amount)}\u00a0: il réduit d’autant le prêt bancaire nécessaire, de ${euros(purchase.loanNeeded)} à ${euros(Math.max(0, purchase.loanNeeded - ptz.amount))}.`
        : REFUSALS[ptz.refusal],
    notes,
    unconfirmed: `Non confirmé\u00a0: ${rules.unconfirmed}`,
    source: `Sources\u00a0: ${rules.source}.`,
  };
}

function luxembourgAids(values: AidValues, purchase: AidPurchase, rules: LuxembourgHousingAidRules | null): HousingAidsView {
  const base = {
    country: 'LUX' as const,
    title: 'Aides de l’État au logement (Luxembourg)',
    legend: LUXEMBOURG_LEGEND,
    fields: LUXEMBOURG_FIELDS,
    values,
    lines: [],
    notes: [],
    unconfirmed: '',
    source: '',
  };
  if (!rules) return { ...base, errors: {}, verdict: 'Les aides au logement ne sont calculées ici qu’à partir du 1er septembre 2023.' };
  const children = toNumber(values.enfants);
  if (children === undefined || !Number.isInteger(children) || children < 0 || children > 20) {
    return {
      ...base,
      errors: { enfants: 'Indiquez un nombre d’enfants à charge (0 à 20).' },
      verdict: null,
      source: `Sources\u00a0: ${rules.source}.`,
      unconfirmed: `Non confirmé\u00a0: ${rules.unconfirmed}`,
    };
  }
  const income = purchase.monthlyIncome * 12;
  const result = luxembourgHousingAidsUnder(rules, {
    loan: purchase.loanNeeded,
    cost: purchase.price,
    children,
    income,
    applicants: purchase.buyers,
  });
  if (!result.ok) return { ...base, errors: { enfants: 'Vérifiez les montants saisis.' }, verdict: null };
  const aids = result.value;
  const subsidy = aids.interestSubsidy;
  const guarantee = aids.stateGuarantee;
  const lines: AidLine[] = [
    {
      label: 'Prime d’accession (une fois)',
      value: `de ${euros(aids.accessionBonus.minimum)} à ${euros(aids.accessionBonus.maximum)}`,
      figure: 'lu-accession-bonus',
    },
    { label: 'Prêt pris en compte pour la subvention d’intérêt', value: euros(subsidy.loanCounted), figure: 'lu-subsidy-loan' },
    {
      label: 'Subvention d’intérêt (par mois, 1re année)',
      value: `de ${formatEuros(subsidy.monthlyAtMinimumRate, 0)} à ${formatEuros(subsidy.monthlyAtMaximumRate, 0)}`,
      figure: 'lu-subsidy-monthly',
    },
    { label: 'Bonification d’intérêt', value: 'supprimée', figure: 'lu-interest-bonus' },
    { label: 'Garantie de l’État possible (une fois)', value: euros(guarantee.amount), figure: 'lu-guarantee' },
  ];
  const guaranteeIncome = guarantee.incomeLimitInEuros
    ? guarantee.incomeAboveLimit
      ? ` Votre revenu net annuel estimé (${euros(income)}) dépasse le plafond publié pour ${guarantee.incomeLimitInEuros.year} (${formatEuros(guarantee.incomeLimitInEuros.amount)}), indexé depuis\u00a0: vérifiez votre droit.`
      : ''
    : ` Plafond de revenu net annuel du ménage\u00a0: ${formatNumber(guarantee.incomeLimitAtIndex100, 0)} à l’indice 100 du coût de la vie, que nous ne pouvons pas convertir en euros.`;
  const notes = [
    `Prime d’accession\u00a0: de ${euros(aids.accessionBonus.minimum)} à ${euros(aids.accessionBonus.maximum)} pour votre ménage selon son revenu (annexe\u00a0III de la loi), majorée de ${formatPercent(rules.accessionBonus.flatOrTerracedIncreasePercent, 0)} pour un appartement ou une maison en rangée et de ${formatPercent(rules.accessionBonus.semiDetachedIncreasePercent, 0)} pour une maison jumelée\u202f; le barème porte sur le revenu ramené à l’indice 100 du coût de la vie, dont nous n’avons pas trouvé la moyenne annuelle\u00a0: nous n’en donnons pas le montant exact.`,
    `Subvention d’intérêt\u00a0: prêt pris en compte jusqu’à ${euros(rules.interestSubsidy.loanCeiling)}, plus ${euros(rules.interestSubsidy.perChild)} par enfant à charge, au plus ${euros(rules.interestSubsidy.maximumLoan)}, à un taux de ${formatPercent(subsidy.minimumRatePercent)} à ${formatPercent(subsidy.maximumRatePercent)} selon le revenu et le ménage (annexe\u00a0IV de la loi), réduit si le taux de votre prêt est inférieur à 1,5\u00a0%.`,
    'Bonification d’intérêt\u00a0: plus accordée depuis le 1er septembre 2023\u202f; les enfants relèvent désormais le prêt pris en compte par la subvention d’intérêt.',
    `Garantie de l’État\u00a0: la part du prêt au-delà de ${formatPercent(rules.stateGuarantee.fromPercentOfCost, 0)} du coût, au plus ${formatPercent(rules.stateGuarantee.maximumPercentOfCost, 0)} de celui-ci et ${formatEuros(rules.stateGuarantee.maximumAmount)} (${rules.stateGuarantee.maximumAmountIndex})\u202f; il faut avoir épargné au moins 1\u202f000\u00a0€ par an pendant 3\u00a0ans.${guaranteeIncome}`,
    `Revenu net annuel estimé à 12 fois vos revenus mensuels\u00a0: ${euros(income)}.`,
  ];
  return {
    ...base,
    errors: {},
    lines,
    verdict: null,
    notes,
    unconfirmed: `Non confirmé\u00a0: ${rules.unconfirmed}`,
    source: `Sources\u00a0: ${rules.source}\u202f; ${rules.accessionBonus.source}\u202f; ${rules.interestSubsidy.source}\u202f; ${rules.interestBonus.source}\u202f; ${rules.stateGuarantee.source}.`,
  };
}
