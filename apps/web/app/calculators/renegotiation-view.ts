import {
  formatEuros,
  formatPercent,
  instalmentsPaidBy,
  marketCountries,
  readDuration,
  renegotiationUnder,
  type MarketCountry,
  type RefinancingOperation,
  type Renegotiation,
  type RenegotiationCost,
  type RenegotiationRules,
} from '@pretscope/core';
import { durationText, mortgageCategoryFor, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { conventionSentence } from './rate-convention.ts';

/**
 * The page's fields: the current loan (`montant`, `taux`, `duree` in years, `payees` instalments paid or `debut`
 * the month of the first one, `nature`, `residence`), the new loan (`nouveau-taux`, `nouvelle-duree` in years,
 * empty for the months left), then what the visitor knows of the costs, each empty for our estimate: with their
 * bank (`taux-banque`, empty for the same new rate; `ira-banque`, `frais-banque`) and with another one (`ira`,
 * `frais`, `garantie`).
 */
export const RENEGOTIATION_DEFAULTS = {
  pays: 'LUX',
  montant: '300000',
  taux: '3,8',
  duree: '25',
  payees: '36',
  debut: '',
  nature: 'fixe',
  residence: 'oui',
  'nouveau-taux': '3',
  'nouvelle-duree': '',
  'taux-banque': '',
  'ira-banque': '',
  'frais-banque': '',
  ira: '',
  frais: '',
  garantie: '',
};

export type RenegotiationValues = RawValues<keyof typeof RENEGOTIATION_DEFAULTS>;

export const RENEGOTIATION_CHOICES = {
  nature: [
    { value: 'fixe', label: 'Fixe' },
    { value: 'variable', label: 'Variable' },
  ],
  residence: [
    { value: 'oui', label: 'Oui' },
    { value: 'non', label: 'Non (bien loué…)' },
  ],
} as const;

/** One operation's answer in plain French, and whether it gains. */
export interface RenegotiationVerdict {
  text: string;
  gains: boolean;
}

export interface RenegotiationResult {
  country: MarketCountry;
  amount: number;
  /** Annual percent, as typed. */
  rate: number;
  /** Months. */
  duration: number;
  monthsPaid: number;
  /** The visitor gave the month of the first instalment: `monthsPaid` was counted from it to today. */
  fromStartDate: boolean;
  /** With the same bank, and with another one. */
  same: Renegotiation;
  other: Renegotiation;
  verdicts: Record<RefinancingOperation, RenegotiationVerdict>;
  /** The page's headline: the better of the two, or keeping the loan. */
  headline: RenegotiationVerdict;
}

export interface RenegotiationView extends CalculatorView, CalculatorLegal {
  result: RenegotiationResult | null;
  /** The capital owed over the new duration: what a new bank would lend, for the offers and the request form. */
  terms: NextStepsTerms | null;
}

const OPERATION_NAMES: Record<RefinancingOperation, string> = {
  renegotiation: 'La renégociation avec votre banque',
  'buy-out': 'Le rachat par une autre banque',
};

/** A month typed as « 03/2019 », « 3-2019 » or « 2019-03 », as 'YYYY-MM'; null otherwise. */
function monthOf(raw: string): string | null {
  const text = raw.trim();
  const dayFirst = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  const yearFirst = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(text);
  const [year, month] = dayFirst ? [dayFirst[2], dayFirst[1]] : yearFirst ? [yearFirst[1], yearFirst[2]] : [];
  return year && month ? `${year}-${month.padStart(2, '0')}` : null;
}

/** The numbers of the form, as read: undefined for an empty field, NaN for text that is not a number. */
interface TypedNumbers {
  amount: number | undefined;
  rate: number | undefined;
  duration: number;
  monthsPaid: number | undefined;
  newRate: number | undefined;
  newDuration: number | undefined;
  bankRate: number | undefined;
  bankPenalty: number | undefined;
  bankFees: number | undefined;
  penalty: number | undefined;
  fees: number | undefined;
  guarantee: number | undefined;
}

type CheckedNumbers = Omit<TypedNumbers, 'amount' | 'rate' | 'monthsPaid' | 'newRate'> & {
  amount: number;
  rate: number;
  monthsPaid: number;
  newRate: number;
  country: MarketCountry;
};

/**
 * The form's values checked with the calculators' French messages (those of schemas.ts, written out here: this
 * page's browser code carries no validation library, to stay within its JavaScript budget). The first refusal of
 * each field, under the form's field names; `paidField` is the field the instalments paid were read from.
 */
function checkInput(
  typed: TypedNumbers,
  pays: string,
  paidField: 'payees' | 'debut',
): { ok: true; value: CheckedNumbers } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string | undefined) => {
    if (message !== undefined && errors[field] === undefined) errors[field] = message;
  };
  const number = (value: number | undefined, label: string, required: boolean) =>
    value === undefined
      ? required
        ? `${label} doit être un nombre.`
        : undefined
      : Number.isNaN(value)
        ? `${label} doit être un nombre.`
        : undefined;
  const euros = (value: number | undefined, label: string, { required = false, allowZero = true } = {}) =>
    number(value, label, required) ??
    (value === undefined
      ? undefined
      : allowZero && value < 0
        ? `${label} ne peut être négatif.`
        : !allowZero && value <= 0
          ? `${label} doit être supérieur à 0\u00a0€.`
          : value > 100_000_000
            ? `${label} ne peut dépasser 100\u202f000\u202f000\u00a0€.`
            : undefined);
  const rate = (value: number | undefined, label: string, required: boolean) =>
    number(value, label, required) ??
    (value === undefined
      ? undefined
      : value < 0
        ? `${label} ne peut être négatif.`
        : value > 100
          ? `${label} ne peut dépasser 100\u00a0%.`
          : undefined);
  const months = (value: number | undefined, label: string, minimum: number) =>
    number(value, label, false) ??
    (value === undefined
      ? undefined
      : !Number.isInteger(value)
        ? `${label} se compte en mois entiers.`
        : value < minimum
          ? `${label} doit être d’au moins ${minimum}\u00a0mois.`
          : value > 600
            ? `${label} ne peut dépasser 600\u00a0mois (50\u00a0ans).`
            : undefined);

  refuse(
    'pays',
    (marketCountries as readonly string[]).includes(pays) ? undefined : 'Le pays doit être le Luxembourg, la Belgique ou la France.',
  );
  refuse('montant', euros(typed.amount, 'Le montant emprunté', { required: true, allowZero: false }));
  refuse('taux', rate(typed.rate, 'Le taux', true));
  refuse('duree', months(typed.duration, 'La durée', 2));
  const paid = typed.monthsPaid;
  refuse(
    paidField,
    paid === undefined || Number.isNaN(paid)
      ? 'Le nombre de mensualités payées doit être un nombre.'
      : !Number.isInteger(paid)
        ? 'Le nombre de mensualités payées est un nombre entier.'
        : paid < 1
          ? 'Indiquez au moins une mensualité payée.'
          : Number.isInteger(typed.duration) && paid >= typed.duration
            ? 'Le prêt doit avoir encore au moins une mensualité à payer.'
            : undefined,
  );
  refuse('nouveau-taux', rate(typed.newRate, 'Le nouveau taux', true));
  refuse('nouvelle-duree', months(typed.newDuration, 'La nouvelle durée', 1));
  refuse('taux-banque', rate(typed.bankRate, 'Le taux de votre banque', false));
  refuse('ira-banque', euros(typed.bankPenalty, 'Le montant de l’indemnité'));
  refuse('frais-banque', euros(typed.bankFees, 'Le montant des frais'));
  refuse('ira', euros(typed.penalty, 'Le montant de l’indemnité'));
  refuse('frais', euros(typed.fees, 'Le montant des frais de dossier'));
  refuse('garantie', euros(typed.guarantee, 'Le coût de la garantie'));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...typed,
      amount: typed.amount ?? 0,
      rate: typed.rate ?? 0,
      monthsPaid: paid ?? 0,
      newRate: typed.newRate ?? 0,
      country: pays as MarketCountry,
    },
  };
}

/**
 * The renegotiation page (/pret-immobilier/outils/renegocier): the current loan against a new rate, with the same
 * bank and with another one, each net of its indemnity, fees and guarantee (core's `renegotiation`, on the law's
 * day), with the break-even month and a verdict in French. Pure: the loader and the browser run it alike.
 */
export function renegotiationView(values: RenegotiationValues, law: CalculatorLaw, rules: RenegotiationRules): RenegotiationView {
  const now = new Date(law.now);
  const extraErrors: FieldErrors = {};
  const fromStartDate = values.debut.trim() !== '';
  let monthsPaid = toNumber(values.payees);
  if (fromStartDate) {
    const month = monthOf(values.debut);
    const paid = month === null ? null : instalmentsPaidBy(month, now);
    if (month === null) extraErrors.debut = 'Indiquez le mois de la première mensualité ainsi\u00a0: 03/2019.';
    else if (paid === null) extraErrors.debut = 'La première mensualité ne peut pas être après ce mois-ci.';
    monthsPaid = paid ?? Number.NaN;
  }
  const newDurationText = values['nouvelle-duree'].trim();
  const checked = checkInput(
    {
      amount: toNumber(values.montant),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      monthsPaid,
      newRate: toNumber(values['nouveau-taux']),
      newDuration: newDurationText === '' ? undefined : (readDuration(newDurationText, 'year') ?? Number.NaN),
      bankRate: toNumber(values['taux-banque']),
      bankPenalty: toNumber(values['ira-banque']),
      bankFees: toNumber(values['frais-banque']),
      penalty: toNumber(values.ira),
      fees: toNumber(values.frais),
      guarantee: toNumber(values.garantie),
    },
    values.pays,
    fromStartDate ? 'debut' : 'payees',
  );
  const country = checked.ok ? checked.value.country : toCountry(values.pays);
  const legal = calculatorLegal(law, { country, loan: null });
  const refused = (errors: FieldErrors): RenegotiationView => ({ errors, result: null, terms: null, ...legal });
  if (!checked.ok) return refused({ ...checked.errors, ...extraErrors });
  if (Object.keys(extraErrors).length > 0) return refused(extraErrors);

  const input = checked.value;
  const loan = {
    amount: input.amount,
    rate: input.rate,
    duration: input.duration,
    monthsPaid: input.monthsPaid,
    country,
    rateKind: values.nature === 'variable' ? ('variable' as const) : ('fixed' as const),
    mainHomeTwoYears: values.residence !== 'non',
    newDuration: input.newDuration,
    date: now,
  };
  const same = renegotiationUnder(rules, {
    ...loan,
    operation: 'renegotiation',
    newRate: input.bankRate ?? input.newRate,
    penalty: input.bankPenalty,
    fees: input.bankFees,
  });
  const other = renegotiationUnder(rules, {
    ...loan,
    operation: 'buy-out',
    newRate: input.newRate,
    penalty: input.penalty,
    fees: input.fees,
    guarantee: input.guarantee,
  });
  // The schema refuses what core would: reaching here with a refusal is a bug, shown as a form error.
  if (!same.ok || !other.ok) return refused({ '': 'Ces données ne permettent pas le calcul.' });

  const verdicts = { renegotiation: verdictOf(same.value), 'buy-out': verdictOf(other.value) };
  return {
    errors: {},
    result: {
      country,
      amount: input.amount,
      rate: input.rate,
      duration: input.duration,
      monthsPaid: input.monthsPaid,
      fromStartDate,
      same: same.value,
      other: other.value,
      verdicts,
      headline: headlineOf(same.value, other.value, verdicts),
    },
    terms:
      other.value.debt >= 1
        ? {
            categorySlug: mortgageCategoryFor(country),
            amount: Math.round(other.value.debt),
            durationMonths: other.value.next.months,
            country,
          }
        : null,
    ...legal,
  };
}

/** « au bout de 14 mois », « dès la première mensualité ». */
function breakEvenText(month: number): string {
  return month === 1 ? 'dès la première mensualité' : `au bout de ${durationText(month)}`;
}

/**
 * What one operation comes to, in plain French: « La renégociation avec votre banque vous fait gagner 12 345 € net :
 * ses frais de 1 234 € sont couverts au bout de 14 mois. » or « … ne couvre pas ses frais : elle vous coûterait 567 €
 * de plus. »
 */
export function verdictOf(result: Renegotiation): RenegotiationVerdict {
  const name = OPERATION_NAMES[result.operation];
  const pronoun = result.operation === 'renegotiation' ? 'elle' : 'il';
  if (result.netSavings === null || result.totalCosts === null) {
    return {
      text: `${name}\u00a0: ${formatEuros(result.interestSaved, 0)} d’intérêts économisés, avant l’indemnité de remboursement anticipé, que seule votre banque peut chiffrer\u202f; indiquez-la pour voir le gain net.`,
      gains: false,
    };
  }
  if (result.netSavings >= 0.5) {
    const covered =
      result.totalCosts > 0 && result.breakEvenMonth !== null
        ? `\u00a0: ses frais de ${formatEuros(result.totalCosts, 0)} sont couverts ${breakEvenText(result.breakEvenMonth)}.`
        : ', sans frais.';
    return { text: `${name} vous fait gagner ${formatEuros(result.netSavings, 0)} net${covered}`, gains: true };
  }
  if (result.netSavings > -0.5) {
    return { text: `${name} ne vous fait rien gagner\u00a0: ses frais égalent les intérêts économisés.`, gains: false };
  }
  const longer = result.interestSaved < 0 ? ' L’allongement de la durée coûte plus d’intérêts que la baisse du taux n’en économise.' : '';
  return {
    text: `${name} ne couvre pas ses frais\u00a0: ${pronoun} vous coûterait ${formatEuros(-result.netSavings, 0)} de plus.${longer}`,
    gains: false,
  };
}

function headlineOf(
  same: Renegotiation,
  other: Renegotiation,
  verdicts: Record<RefinancingOperation, RenegotiationVerdict>,
): RenegotiationVerdict {
  const gain = (result: Renegotiation) => result.netSavings ?? Number.NEGATIVE_INFINITY;
  const best = gain(other) > gain(same) ? other : same;
  if (best.netSavings !== null && best.netSavings >= 0.5) return verdicts[best.operation];
  if (same.netSavings === null || other.netSavings === null) return verdicts[same.netSavings === null ? 'renegotiation' : 'buy-out'];
  return {
    text: 'Ni la renégociation ni le rachat ne couvrent leurs frais\u00a0: aux taux indiqués, garder votre prêt actuel vous coûte moins cher.',
    gains: false,
  };
}

/** Where a cost's figure comes from, in a few words under it. */
export function costOrigin(cost: RenegotiationCost): string {
  if (cost.origin === 'typed') return 'votre chiffre';
  switch (cost.rule.estimate.type) {
    case 'legal-maximum':
      return cost.amount === null ? 'sans plafond légal' : 'maximum légal';
    case 'none':
      return 'rien à payer';
    case 'unknown':
      return 'aucune source, non compté';
    case 'flat':
      return cost.rule.estimate.maximum ? 'plafond légal' : 'estimation';
    default:
      return 'estimation';
  }
}

/** A cost's figure as the table shows it. */
export function costAmount(cost: RenegotiationCost): string {
  return cost.amount === null ? 'Non chiffrée' : formatEuros(cost.amount, 0);
}

/** One row of the comparison table: a label, then the figure with the same bank and with another one. */
export interface RenegotiationRow {
  label: string;
  figure: string;
  cell: (result: Renegotiation) => string;
}

export const ROWS_BEFORE_COSTS: readonly RenegotiationRow[] = [
  { label: 'Nouveau taux', figure: 'new-rate', cell: (r) => formatPercent(r.next.rate) },
  { label: 'Durée', figure: 'new-duration', cell: (r) => durationText(r.next.months) },
  { label: 'Nouvelle mensualité', figure: 'new-payment', cell: (r) => formatEuros(r.next.monthlyPayment) },
  { label: 'Mensualité en moins', figure: 'monthly-saving', cell: (r) => formatEuros(r.monthlySaving) },
  { label: 'Intérêts économisés', figure: 'interest-saved', cell: (r) => formatEuros(r.interestSaved, 0) },
];

export const COST_ROWS = [
  { label: 'Indemnité de remboursement anticipé', key: 'penalty' },
  { label: 'Frais de dossier ou d’avenant', key: 'fees' },
  { label: 'Garantie', key: 'guarantee' },
] as const;

export const ROWS_AFTER_COSTS: readonly RenegotiationRow[] = [
  { label: 'Total des frais', figure: 'costs', cell: (r) => (r.totalCosts === null ? 'Non chiffré' : formatEuros(r.totalCosts, 0)) },
  { label: 'Gain net', figure: 'net-savings', cell: (r) => (r.netSavings === null ? 'Non chiffré' : formatEuros(r.netSavings, 0)) },
  {
    label: 'Frais couverts au bout de',
    figure: 'break-even',
    cell: (r) => (r.totalCosts === null ? 'Non chiffré' : r.breakEvenMonth === null ? 'Jamais' : durationText(r.breakEvenMonth)),
  },
];

/** The result's heading: the capital owed, the months left and the rate. */
export function renegotiationHeadline(result: RenegotiationResult): string {
  return `${formatEuros(result.other.debt, 0)} restant dus sur ${durationText(result.other.current.months)} à ${formatPercent(result.rate)}`;
}

/** The rules each estimated cost came from, as « D’où viennent ces frais » lists them. */
export function costRuleEntries(result: RenegotiationResult) {
  return [
    { label: 'Votre banque, indemnité', rule: result.same.costs.penalty.rule },
    { label: 'Votre banque, frais', rule: result.same.costs.fees.rule },
    { label: 'Autre banque, frais de dossier', rule: result.other.costs.fees.rule },
    { label: 'Autre banque, garantie', rule: result.other.costs.guarantee.rule },
  ];
}

/** Under the cost sources: the visitor's own figures replace ours. */
export const COSTS_ARE_ESTIMATES =
  'Ce sont des maximums ou des estimations\u00a0: indiquez dans le formulaire les montants de votre banque ou de l’offre, ils remplacent les nôtres.';

/** How the figures were computed (page and PDF). */
export function renegotiationNote(result: RenegotiationResult): string {
  return `Les frais sont comptés payés le jour de l’opération. Si la nouvelle banque les ajoute au prêt, ils portent intérêt et le gain est un peu plus faible. L’assurance emprunteur n’est pas comptée\u00a0: changer d’assurance en même temps peut faire gagner davantage. ${conventionSentence(result.other.convention)}`;
}
