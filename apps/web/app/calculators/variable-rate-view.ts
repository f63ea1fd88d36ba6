import {
  choiceField,
  formatDuration,
  formatEuros,
  formatPercent,
  formChecks,
  numberField,
  optionalField,
  variableRatePathUnder,
  type MarketCountry,
  type RateScenario,
  type ScenarioPath,
  type VariableRateLimit,
  type VariableRatePath,
} from '@pretscope/core';
import { durationText, mortgageCategoryFor, offersUrl, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';
import { conventionSentence } from './rate-convention.ts';

/** The page's fields: the country, the loan, its revision formula and the cap the contract sets (empty: none). */
export const VARIABLE_RATE_DEFAULTS = {
  pays: 'BE',
  montant: '250000',
  taux: '3',
  duree: '25',
  formule: '5-5-5',
  cap: '',
};

export type VariableRateValues = RawValues<keyof typeof VARIABLE_RATE_DEFAULTS>;

/** The countries this tool covers: Belgium's 1/1/1 to 20/5/5 loans and Luxembourg's variable or revisable ones. */
export type VariableRateCountry = 'BE' | 'LUX';

export const VARIABLE_RATE_COUNTRIES: readonly { value: VariableRateCountry; label: string }[] = [
  { value: 'BE', label: 'Belgique' },
  { value: 'LUX', label: 'Luxembourg' },
];

/** The country a value names: Luxembourg, else Belgium (France's revisable loans are not covered here). */
export function variableRateCountry(raw: string | undefined): VariableRateCountry {
  return raw === 'LUX' ? 'LUX' : 'BE';
}

/**
 * The revision formulas, as the URL writes them: « 5/5/5 » is revised after 5 years, then every 5 years; « 10/5/5 »
 * after 10 years, then every 5. Belgium's usual ones, Luxembourg's revisable rates (3, 5 or 10 years at ING) and a
 * variable rate revised every six months (ING Luxembourg's, on the 6-month Euribor), which Belgian law does not allow.
 */
export const VARIABLE_RATE_FORMULAS = [
  { value: '6m', label: 'Révisé tous les 6\u00a0mois', short: 'révision semestrielle', firstRevisionMonths: 6, periodMonths: 6 },
  { value: '1-1-1', label: '1/1/1\u00a0: révisé chaque année', short: '1/1/1', firstRevisionMonths: 12, periodMonths: 12 },
  { value: '3-3-3', label: '3/3/3\u00a0: tous les 3\u00a0ans', short: '3/3/3', firstRevisionMonths: 36, periodMonths: 36 },
  { value: '5-5-5', label: '5/5/5\u00a0: tous les 5\u00a0ans', short: '5/5/5', firstRevisionMonths: 60, periodMonths: 60 },
  {
    value: '10-5-5',
    label: '10/5/5\u00a0: après 10\u00a0ans, puis tous les 5\u00a0ans',
    short: '10/5/5',
    firstRevisionMonths: 120,
    periodMonths: 60,
  },
  { value: '10-10-10', label: '10/10/10\u00a0: tous les 10\u00a0ans', short: '10/10/10', firstRevisionMonths: 120, periodMonths: 120 },
  {
    value: '20-5-5',
    label: '20/5/5\u00a0: après 20\u00a0ans, puis tous les 5\u00a0ans',
    short: '20/5/5',
    firstRevisionMonths: 240,
    periodMonths: 60,
  },
] as const;

export type VariableRateFormula = (typeof VARIABLE_RATE_FORMULAS)[number];

const formulaValues = VARIABLE_RATE_FORMULAS.map((formula) => formula.value);

const inputChecks = /* @__PURE__ */ formChecks({
  amount: numberField(
    'Le montant emprunté doit être un nombre.',
    { above: 0, message: 'Le montant emprunté doit être supérieur à 0\u00a0€.' },
    { max: 100_000_000, message: 'Le montant emprunté ne peut dépasser 100\u202f000\u202f000\u00a0€.' },
  ),
  rate: numberField(
    'Le taux doit être un nombre.',
    { min: 0, message: 'Le taux ne peut être négatif.' },
    { max: 25, message: 'Le taux ne peut dépasser 25\u00a0%.' },
  ),
  duration: numberField(
    'La durée doit être un nombre.',
    { integer: true, message: 'La durée se compte en années entières.' },
    { min: 12, message: 'La durée doit être d’au moins 1\u00a0an.' },
    { max: 480, message: 'La durée ne peut dépasser 40\u00a0ans.' },
  ),
  formula: choiceField(formulaValues, 'Choisissez une formule de révision.'),
  cap: optionalField(
    numberField(
      'Le cap doit être un nombre de points.',
      { min: 0, message: 'Le cap ne peut être négatif.' },
      { max: 25, message: 'Le cap ne peut dépasser 25\u00a0points.' },
    ),
  ),
  country: choiceField(['BE', 'LUX'], 'Cet outil couvre la Belgique et le Luxembourg.'),
});

/** The best fixed-rate offer of the comparator for the same terms (best-fixed-offer.server.ts), as plain data. */
export interface FixedOffer {
  /** The terms it was found for: euros, months, country. */
  amount: number;
  durationMonths: number;
  country: MarketCountry;
  advertiserName: string;
  productName: string;
  /** The product's page. */
  href: string;
  /** Annual percent. */
  rate: number;
  apr: number;
  monthlyPayment: number;
  totalInterest: number;
  fees: number;
  /** ISO day of the rate's observation. */
  observedAt: string;
}

/** The worst case against the fixed offer: positive gaps mean the variable loan costs more. */
export interface FixedComparison {
  /** Worst case's highest instalment − the fixed offer's instalment. */
  paymentGap: number;
  /** Worst case's interest − the fixed offer's interest (its fees apart). */
  interestGap: number;
  /** The variable loan's first instalment − the fixed offer's: what the variable rate saves at first (when positive). */
  firstPaymentSaving: number;
}

export function compareWithFixed(path: Pick<VariableRatePath, 'worst' | 'scenarios'>, offer: FixedOffer): FixedComparison {
  const stable = path.scenarios[0];
  return {
    paymentGap: path.worst.highestPayment - offer.monthlyPayment,
    interestGap: path.worst.totalInterest - offer.totalInterest,
    firstPaymentSaving: offer.monthlyPayment - (stable?.firstPayment ?? 0),
  };
}

/** One row of the path table: from `fromMonth` to `toMonth`, each scenario's rate and instalment. */
export interface PathRow {
  fromMonth: number;
  toMonth: number;
  cells: { scenario: RateScenario; rate: number; payment: number }[];
}

/** The months where any scenario's rate changes, each scenario's rate and instalment there: the path, row by row. */
export function pathRows(scenarios: readonly ScenarioPath[], duration: number): PathRow[] {
  const starts = [...new Set(scenarios.flatMap((item) => item.periods.map((period) => period.fromMonth)))].sort((a, b) => a - b);
  return starts.map((fromMonth, index) => ({
    fromMonth,
    toMonth: (starts[index + 1] ?? duration + 1) - 1,
    cells: scenarios.map((item) => {
      const period = item.periods.find((candidate) => candidate.fromMonth <= fromMonth && fromMonth <= candidate.toMonth);
      return { scenario: item.scenario, rate: period?.rate ?? Number.NaN, payment: period?.payment ?? Number.NaN };
    }),
  }));
}

export interface VariableRateResult extends VariableRatePath {
  country: VariableRateCountry;
  amount: number;
  /** Annual percent, as typed. */
  rate: number;
  /** Months. */
  duration: number;
  formula: VariableRateFormula;
  /** The contract's cap in points, when typed. */
  contractCap: number | null;
  rows: PathRow[];
}

export interface VariableRateView extends CalculatorView, CalculatorLegal {
  result: VariableRateResult | null;
  /** The loan's amount and duration in its country: the offers, the request form and the fixed offer are for them. */
  terms: NextStepsTerms | null;
}

/** Each country's limits on the law's day, as the server read them (core `variableRateLimit`): plain data for the browser. */
export type VariableRateLimits = Readonly<Record<VariableRateCountry, VariableRateLimit>>;

/**
 * The variable-rate page (/pret-immobilier/outils/taux-variable): the payment path of a Belgian or Luxembourg
 * variable or revisable mortgage under four scenarios, with the limits the country's law puts on a rise (core's
 * `variableRatePathUnder`, under the limits of the law's day the server sent). Pure: the loader and the browser run
 * it alike (live-calculator.ts); the fixed-rate offer it is set against comes from the server.
 */
export function variableRateView(values: VariableRateValues, law: CalculatorLaw, limits: VariableRateLimits): VariableRateView {
  const checked = validate(
    inputChecks,
    {
      amount: toNumber(values.montant),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      formula: values.formule,
      cap: toNumber(values.cap),
      // France's revisable loans are not covered: a French visitor (or link) is shown Belgium's rules.
      country: variableRateCountry(values.pays),
    },
    { amount: 'montant', rate: 'taux', duration: 'duree', formula: 'formule', cap: 'cap', country: 'pays' },
  );
  const country = variableRateCountry(values.pays);
  const legal = calculatorLegal(law, { country, loan: null });
  if (!checked.ok) return { errors: checked.errors, result: null, terms: null, ...legal };
  const input = checked.value;
  const formula = VARIABLE_RATE_FORMULAS.find((candidate) => candidate.value === input.formula) ?? VARIABLE_RATE_FORMULAS[3];
  const computed = variableRatePathUnder(limits[country], {
    amount: input.amount,
    rate: input.rate,
    duration: input.duration,
    country,
    firstRevisionMonths: formula.firstRevisionMonths,
    periodMonths: formula.periodMonths,
    contractCap: input.cap,
    date: new Date(law.now),
  });
  if (!computed.ok) {
    const errors: FieldErrors =
      computed.error.type === 'variable-rate/period-too-short'
        ? {
            formule:
              'En Belgique, le taux ne peut varier qu’après des périodes d’au moins un an (Code de droit économique, art.\u00a0VII.143, §\u00a03, 2°).',
          }
        : { '': 'Ces données ne permettent pas le calcul.' };
    return { errors, result: null, terms: null, ...legal };
  }
  const path = computed.value;
  return {
    errors: {},
    result: {
      ...path,
      country,
      amount: input.amount,
      rate: input.rate,
      duration: input.duration,
      formula,
      contractCap: input.cap ?? null,
      rows: pathRows(path.scenarios, input.duration),
    },
    terms: { categorySlug: mortgageCategoryFor(country), amount: Math.round(input.amount), durationMonths: input.duration, country },
    // The legal ceilings bound the rate a loan is granted at: checked against the initial rate, as typed.
    ...calculatorLegal(law, { country, loan: { amount: input.amount, durationMonths: input.duration, apr: input.rate } }),
  };
}

/** The comparator's fixed-rate offers for these terms: its list with the « Taux fixe » filter on. */
export function fixedOffersUrl({ categorySlug, amount, durationMonths, country }: NextStepsTerms): string {
  return `${offersUrl({ categoryPath: categorySlug, amount, durationMonths, country })}&taux=fixe`;
}

/** Where the browser asks the server for the best fixed offer of new terms (routes/calculators/best-fixed-offer.ts). */
export function fixedOfferUrl(terms: NextStepsTerms | null): string | null {
  if (!terms) return null;
  const query = new URLSearchParams({ montant: String(terms.amount), duree: String(terms.durationMonths), pays: terms.country });
  return `/outils/meilleur-taux-fixe?${query}`;
}

/** How the page names each scenario. */
export function scenarioLabel(scenario: RateScenario): string {
  switch (scenario) {
    case 'stable':
      return 'Taux stable';
    case 'plus1':
      return '+1\u00a0point';
    case 'plus2':
      return '+2\u00a0points';
    case 'cap':
      return 'Hausse maximale';
  }
}

/** The result's heading: the loan and its formula. */
export function variableRateHeadline(result: VariableRateResult): string {
  return `${formatEuros(result.amount, 0)} sur ${formatDuration(result.duration, 'year')} à ${formatPercent(result.rate)} en ${result.formula.short}`;
}

/** The result's figures, labelled as the page labels them, each with its `data-figure` name. */
export function variableRateFigures(result: VariableRateResult): { label: string; value: string; figure: string; strong?: boolean }[] {
  return [
    { label: 'Mensualité de départ', value: formatEuros(result.scenarios[0]?.firstPayment ?? Number.NaN), figure: 'first-payment' },
    {
      label: result.worst.scenario === 'cap' ? 'Mensualité la plus haute, au pire' : 'Mensualité à +2\u00a0points',
      value: formatEuros(result.worst.highestPayment),
      figure: 'worst-payment',
      strong: true,
    },
    {
      label: 'Taux le plus haut possible',
      value: result.ceilingRate === null ? 'Sans plafond' : formatPercent(result.ceilingRate),
      figure: 'ceiling-rate',
    },
    { label: 'Intérêts au pire', value: formatEuros(result.worst.totalInterest), figure: 'worst-interest' },
    {
      label: 'Première révision',
      value: result.revisions.length > 0 ? `après ${durationText(result.formula.firstRevisionMonths)}` : 'Aucune avant la fin',
      figure: 'first-revision',
    },
  ];
}

/** The scenario table's headings and rows (page and PDF). */
export const SCENARIO_HEADINGS = [
  'Scénario',
  'Taux le plus haut',
  'Mensualité la plus haute',
  'Intérêts sur la durée',
  'En plus du taux stable',
];

export function scenarioCells(result: VariableRateResult, item: VariableRateResult['scenarios'][number]): string[] {
  return [
    formatPercent(item.highestRate),
    formatEuros(item.highestPayment),
    formatEuros(item.totalInterest),
    formatEuros(item.totalInterest - (result.scenarios[0]?.totalInterest ?? 0)),
  ];
}

/** A row of the path table: « n° 1 à 60 », « n° 61 ». */
export function pathRowLabel(row: PathRow): string {
  return row.fromMonth === row.toMonth ? `n°\u00a0${row.fromMonth}` : `n°\u00a0${row.fromMonth} à ${row.toMonth}`;
}

/** When neither the law nor the contract caps the rise. */
export const UNCAPPED_RISE_NOTE =
  'Ni la loi telle que nous avons pu la lire ni votre contrat (aucun cap indiqué) ne limitent la hausse\u00a0: le pire cas montré est +2\u00a0points, mais le taux peut monter au-delà. Indiquez le cap de votre contrat s’il en a un.';

/** The highest rate possible, in a sentence; the uncapped note when there is none. */
export function ceilingRateSentence(result: VariableRateResult): string {
  if (result.ceilingRate === null) return UNCAPPED_RISE_NOTE;
  return `Ici, le taux ne peut dépasser ${formatPercent(result.ceilingRate)}${result.contractCap !== null ? ' (le plus bas de la limite légale et du cap de votre contrat)' : ''}.`;
}

/** « au pire », as the fixed-rate comparison names the worst case. */
export function worstCaseLabel(result: VariableRateResult): string {
  return result.worst.scenario === 'cap' ? 'à la hausse maximale' : 'à +2\u00a0points';
}

/** The worst case against the fixed offer, in two sentences (page and PDF). */
export function fixedVerdict(result: VariableRateResult, offer: FixedOffer): string {
  const gaps = compareWithFixed(result, offer);
  const worst =
    gaps.interestGap > 0
      ? `Au pire, le taux variable coûte ${formatEuros(gaps.interestGap)} d’intérêts de plus que ce taux fixe, avec une mensualité jusqu’à ${formatEuros(Math.max(0, gaps.paymentGap))} plus haute.`
      : `Même au pire, le taux variable coûte ${formatEuros(-gaps.interestGap)} d’intérêts de moins que ce taux fixe.`;
  const start =
    gaps.firstPaymentSaving > 0
      ? `Au départ, il coûte ${formatEuros(gaps.firstPaymentSaving)} de moins par mois.`
      : 'Dès le départ, sa mensualité n’est pas plus basse que celle du taux fixe.';
  return `${worst} ${start}`;
}

/** How the figures were computed (page and PDF). */
export function variableRateNote(result: VariableRateResult): string {
  return `Dans chaque scénario, l’indice de référence bouge une fois, à la première révision, puis ne bouge plus\u00a0; à chaque révision la mensualité est recalculée sur le capital restant dû et les mois restants, le prêt finit à sa date. ${conventionSentence(result.convention)} L’assurance emprunteur et les frais ne sont pas comptés.`;
}
