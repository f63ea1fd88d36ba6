import {
  consolidationUnder,
  formatEuros,
  formatPercent,
  formChecks,
  numberField,
  optionalField,
  readDuration,
  type Consolidation,
  type ConsolidationCountry,
  type ConsolidationRules,
  type CreditPenalty,
  type CurrentCredit,
} from '@pretscope/core';
import { durationText, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

/** The comparator category of consolidations, and of the request form (routing/journey-links.ts). */
export const CONSOLIDATION_SLUG = 'regroupement-de-credit';

/** How many credit rows the form has: empty rows are ignored, so it works without JavaScript. */
export const CREDIT_ROWS = 4;

/** The field names of credit row `index` (1 to CREDIT_ROWS): `credit1_capital`, … */
export function creditFields(index: number) {
  const prefix = `credit${index}_`;
  return {
    kind: `${prefix}type`,
    capital: `${prefix}capital`,
    payment: `${prefix}mensualite`,
    rate: `${prefix}taux`,
    end: `${prefix}fin`,
  } as const;
}

function rowDefaults(index: number, values: [string, string, string, string, string]): Record<string, string> {
  const names = creditFields(index);
  return {
    [names.kind]: values[0],
    [names.capital]: values[1],
    [names.payment]: values[2],
    [names.rate]: values[3],
    [names.end]: values[4],
  };
}

/**
 * The page's fields: the country (`pays`: FR or LUX; Belgium gets the explanation instead), up to four credits
 * (`creditN_type` conso or immo, `creditN_capital` owed, `creditN_mensualite`, `creditN_taux` optional, `creditN_fin`
 * the months left or the month of the last instalment), the cash asked for (`tresorerie`), the new loan
 * (`nouveau-taux`, empty for the comparator's best offer; `nouvelle-duree` in months or « 7 ans ») and what the
 * visitor knows of its costs (`frais`, `ira` the indemnities their lenders ask, empty for the legal maximum).
 */
export const CONSOLIDATION_DEFAULTS: RawValues<string> = {
  pays: 'FR',
  ...rowDefaults(1, ['conso', '14000', '370', '5,9', '42']),
  ...rowDefaults(2, ['conso', '7500', '275', '7,5', '30']),
  ...rowDefaults(3, ['conso', '2800', '161', '16', '20']),
  ...rowDefaults(4, ['conso', '', '', '', '']),
  tresorerie: '0',
  'nouveau-taux': '',
  'nouvelle-duree': '84',
  frais: '',
  ira: '',
};

export type ConsolidationValues = RawValues<string>;

export const CREDIT_KINDS = [
  { value: 'conso', label: 'Crédit à la consommation' },
  { value: 'immo', label: 'Crédit immobilier' },
] as const;

/** The comparator's cheapest consolidation offer for the new loan's terms, found by the server (consolidation-offer.server.ts). */
export interface MarketOffer {
  /** Annual percent. */
  rate: number;
  advertiserName: string;
  productName: string;
  /** The product's page. */
  href: string;
  /** The terms it was found for. */
  amount: number;
  durationMonths: number;
  /** ISO day of the rate's observation. */
  observedAt: string;
}

/** The page's answer in plain French: the L312-10 comparison, said outright. */
export interface ConsolidationVerdict {
  text: string;
  /** True when the whole costs less than keeping the credits. */
  cheaper: boolean;
}

export interface ConsolidationResult extends Consolidation {
  country: ConsolidationCountry;
  /** The rows counted, with their number on the form (1 to 4). */
  rows: { index: number; credit: CurrentCredit }[];
  /** The new rate came from the comparator's offer (the field was left empty). */
  rateFromMarket: boolean;
  verdict: ConsolidationVerdict;
}

export interface ConsolidationView extends CalculatorView, CalculatorLegal {
  result: ConsolidationResult | null;
  /** The new loan's amount and duration: the offers, the request form and the market rate are for them. */
  terms: NextStepsTerms | null;
}

const rowChecks = /* @__PURE__ */ formChecks({
  capital: numberField(
    'Le capital restant dû doit être un nombre.',
    { above: 0, message: 'Le capital restant dû doit être supérieur à 0\u00a0€.' },
    { max: 10_000_000, message: 'Le capital restant dû ne peut dépasser 10\u202f000\u202f000\u00a0€.' },
  ),
  payment: numberField(
    'La mensualité doit être un nombre.',
    { above: 0, message: 'La mensualité doit être supérieure à 0\u00a0€.' },
    { max: 1_000_000, message: 'La mensualité ne peut dépasser 1\u202f000\u202f000\u00a0€.' },
  ),
  rate: optionalField(
    numberField(
      'Le taux doit être un nombre.',
      { min: 0, message: 'Le taux ne peut être négatif.' },
      { max: 30, message: 'Le taux ne peut dépasser 30\u00a0%.' },
    ),
  ),
  monthsLeft: numberField(
    'Indiquez les mois restants (48) ou le mois de la dernière mensualité (03/2029).',
    { integer: true, message: 'Les mois restants se comptent en mois entiers.' },
    { min: 1, message: 'Le crédit doit avoir encore au moins une mensualité à payer.' },
    { max: 480, message: 'Un crédit ne peut avoir plus de 480\u00a0mois restants (40\u00a0ans).' },
  ),
});

const loanChecks = /* @__PURE__ */ formChecks({
  cash: optionalField(
    numberField(
      'La trésorerie doit être un nombre.',
      { min: 0, message: 'La trésorerie ne peut être négative.' },
      { max: 1_000_000, message: 'La trésorerie ne peut dépasser 1\u202f000\u202f000\u00a0€.' },
    ),
    0,
  ),
  newRate: numberField(
    'Indiquez le taux du nouveau prêt.',
    { min: 0, message: 'Le nouveau taux ne peut être négatif.' },
    { max: 30, message: 'Le nouveau taux ne peut dépasser 30\u00a0%.' },
  ),
  newDuration: numberField(
    'La durée du nouveau prêt doit être un nombre de mois («\u202f84\u202f») ou d’années («\u202f7\u00a0ans\u202f»).',
    { integer: true, message: 'La durée se compte en mois entiers.' },
    { min: 12, message: 'La durée doit être d’au moins 12\u00a0mois.' },
    { max: 360, message: 'La durée ne peut dépasser 360\u00a0mois (30\u00a0ans).' },
  ),
  fees: optionalField(
    numberField(
      'Les frais doivent être un nombre.',
      { min: 0, message: 'Les frais ne peuvent être négatifs.' },
      { max: 100_000, message: 'Les frais ne peuvent dépasser 100\u202f000\u00a0€.' },
    ),
  ),
  penalties: optionalField(
    numberField(
      'Les indemnités doivent être un nombre.',
      { min: 0, message: 'Les indemnités ne peuvent être négatives.' },
      { max: 100_000, message: 'Les indemnités ne peuvent dépasser 100\u202f000\u00a0€.' },
    ),
  ),
});

/** What a `pays` other than France or Luxembourg gets (Belgium gets the page's explanation instead). */
export const CONSOLIDATION_COUNTRY_MESSAGE =
  'Choisissez la France ou le Luxembourg\u00a0: le regroupement de crédits n’est pas proposé en Belgique.';

/** The countries the tool computes for; Belgium (and anything else) is not one of them. */
export function consolidationCountry(raw: string | undefined): ConsolidationCountry | null {
  return raw === 'FR' || raw === 'LUX' ? raw : null;
}

/**
 * Months left from `now` to a last instalment typed as « 03/2029 » or « 2029-03 » (the instalments after this
 * month up to that one), or a number of months typed as such; NaN for anything else.
 */
export function monthsLeftOf(raw: string, now: Date): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const monthFirst = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  const yearFirst = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(text);
  const [year, month] = monthFirst ? [monthFirst[2], monthFirst[1]] : yearFirst ? [yearFirst[1], yearFirst[2]] : [];
  if (year && month) {
    const m = Number(month);
    if (m < 1 || m > 12) return Number.NaN;
    return (Number(year) - now.getFullYear()) * 12 + (m - (now.getMonth() + 1));
  }
  return readDuration(text, 'month') ?? Number.NaN;
}

/** Whether a row was left empty: every figure blank (its kind alone does not count). */
function emptyRow(values: ConsolidationValues, index: number): boolean {
  const names = creditFields(index);
  return [names.capital, names.payment, names.rate, names.end].every((name) => (values[name] ?? '').trim() === '');
}

/**
 * The consolidation page (/regroupement-de-credit/simulation): the visitor's credits and the cash they need against
 * one new loan (core's `consolidationUnder`, under the rules of the law's day the server sent), the new instalment
 * and duration, and the total cost before and after, as French law asks a consolidation to show (C. consom.
 * L312-10). `market` is the comparator's cheapest offer, whose rate stands in for an empty « nouveau taux ». Pure:
 * the loader and the browser run it alike (live-calculator.ts).
 */
export function consolidationView(
  values: ConsolidationValues,
  law: CalculatorLaw,
  rules: ConsolidationRules,
  market: MarketOffer | null,
): ConsolidationView {
  const now = new Date(law.now);
  const country = consolidationCountry(values.pays) ?? 'FR';
  const legal = calculatorLegal(law, { country, loan: null });
  const errors: FieldErrors = {};
  if (consolidationCountry(values.pays) === null) errors.pays = CONSOLIDATION_COUNTRY_MESSAGE;
  const rows: { index: number; credit: CurrentCredit }[] = [];
  for (let index = 1; index <= CREDIT_ROWS; index += 1) {
    if (emptyRow(values, index)) continue;
    const names = creditFields(index);
    const checked = validate(
      rowChecks,
      {
        capital: toNumber(values[names.capital]),
        payment: toNumber(values[names.payment]),
        rate: toNumber(values[names.rate]),
        monthsLeft: monthsLeftOf(values[names.end] ?? '', now) ?? Number.NaN,
      },
      { capital: names.capital, payment: names.payment, rate: names.rate, monthsLeft: names.end },
    );
    if (!checked.ok) {
      Object.assign(errors, checked.errors);
      continue;
    }
    const { capital, payment, rate, monthsLeft } = checked.value;
    if (payment * monthsLeft < capital * (1 - 1e-3)) {
      errors[names.payment] =
        `${monthsLeft}\u00a0mensualités de ${formatEuros(payment)} ne remboursent pas ${formatEuros(capital, 0)}\u00a0: vérifiez la mensualité, le capital ou la date de fin.`;
      continue;
    }
    rows.push({
      index,
      credit: { kind: values[names.kind] === 'immo' ? 'mortgage' : 'consumer', capital, monthlyPayment: payment, monthsLeft, rate },
    });
  }
  if (rows.length === 0 && Object.keys(errors).length === 0) {
    errors[creditFields(1).capital] = 'Indiquez au moins un crédit à regrouper.';
  }
  const typedRate = toNumber(values['nouveau-taux']);
  const durationTyped = (values['nouvelle-duree'] ?? '').trim();
  const loan = validate(
    loanChecks,
    {
      cash: toNumber(values.tresorerie),
      newRate: typedRate ?? market?.rate ?? Number.NaN,
      newDuration: durationTyped === '' ? Number.NaN : (readDuration(durationTyped, 'month') ?? Number.NaN),
      fees: toNumber(values.frais),
      penalties: toNumber(values.ira),
    },
    { cash: 'tresorerie', newRate: 'nouveau-taux', newDuration: 'nouvelle-duree', fees: 'frais', penalties: 'ira' },
  );
  if (!loan.ok) Object.assign(errors, loan.errors);
  if (!loan.ok || Object.keys(errors).length > 0) {
    // Only the rate missing: the new loan's terms are known without it, and the server looks the market rate up for them.
    const rateMissing = rows.length > 0 && typedRate === undefined && Object.keys(errors).every((field) => field === 'nouveau-taux');
    const probe = rateMissing
      ? consolidationUnder(rules, {
          credits: rows.map((row) => row.credit),
          cash: toNumber(values.tresorerie) ?? 0,
          newRate: 0,
          newDuration: readDuration(durationTyped, 'month') ?? 0,
          country,
          fees: toNumber(values.frais),
          penalties: toNumber(values.ira),
          date: now,
        })
      : null;
    return { errors, result: null, terms: probe?.ok ? termsOf(probe.value, country) : null, ...legal };
  }
  const computed = consolidationUnder(rules, {
    credits: rows.map((row) => row.credit),
    cash: loan.value.cash,
    newRate: loan.value.newRate,
    newDuration: loan.value.newDuration,
    country,
    fees: loan.value.fees,
    penalties: loan.value.penalties,
    date: now,
  });
  if (!computed.ok) return { errors: { '': 'Ces données ne permettent pas le calcul.' }, result: null, terms: null, ...legal };
  const value = computed.value;
  return {
    errors: {},
    result: { ...value, country, rows, rateFromMarket: typedRate === undefined, verdict: verdictOf(value) },
    terms: termsOf(value, country),
    // The legal ceilings bound the new loan's rate: checked against the rate used, as an APR before fees.
    ...calculatorLegal(law, {
      country,
      loan: { amount: value.after.capital, durationMonths: value.after.months, apr: value.after.rate },
    }),
  };
}

function termsOf(value: Consolidation, country: ConsolidationCountry): NextStepsTerms | null {
  return value.after.capital >= 1
    ? { categorySlug: CONSOLIDATION_SLUG, amount: Math.round(value.after.capital), durationMonths: value.after.months, country }
    : null;
}

/**
 * The comparison in one sentence: « Votre mensualité baisse de 312 € (de 806 € à 494 €), mais le regroupement vous
 * coûte 2 345 € de plus au total : 3 ans de remboursement en plus. » Costing more in total is said first whenever
 * it does, even when the instalment falls (L312-10).
 */
export function verdictOf(value: Consolidation): ConsolidationVerdict {
  const payment = `de ${formatEuros(value.before.monthlyPayment, 0)} à ${formatEuros(value.after.monthlyPayment, 0)}`;
  const longer =
    value.extraMonths > 0
      ? ` Vous rembourserez pendant ${durationText(value.extraMonths)} de plus.`
      : value.extraMonths < 0
        ? ` Vous aurez fini ${durationText(-value.extraMonths)} plus tôt.`
        : '';
  const extra = Math.round(value.extraCost);
  if (extra > 0) {
    const start =
      value.monthlySaving >= 0.5
        ? `Votre mensualité baisse de ${formatEuros(value.monthlySaving, 0)} (${payment}), mais le regroupement vous coûte`
        : value.monthlySaving <= -0.5
          ? `Votre mensualité augmente de ${formatEuros(-value.monthlySaving, 0)} (${payment}) et le regroupement vous coûte`
          : 'Votre mensualité ne change pas, et le regroupement vous coûte';
    return { text: `${start} ${formatEuros(extra, 0)} de plus au total que vos crédits actuels.${longer}`, cheaper: false };
  }
  const saved = extra < 0 ? `vous fait économiser ${formatEuros(-extra, 0)} au total` : 'ne vous coûte rien de plus au total';
  const monthly =
    value.monthlySaving >= 0.5
      ? ` et votre mensualité baisse de ${formatEuros(value.monthlySaving, 0)} (${payment})`
      : value.monthlySaving <= -0.5
        ? `, mais votre mensualité augmente de ${formatEuros(-value.monthlySaving, 0)} (${payment})`
        : '';
  return { text: `Le regroupement ${saved}${monthly}.${longer}`, cheaper: true };
}

/** The before/after table's rows, as the page and its PDF give them. */
export function beforeAfterRows(result: ConsolidationResult): { label: string; figure: string; before: string; after: string }[] {
  return [
    { label: 'Capital', figure: 'capital', before: formatEuros(result.before.capital, 0), after: formatEuros(result.after.capital, 0) },
    {
      label: 'Mensualité',
      figure: 'payment',
      before: formatEuros(result.before.monthlyPayment),
      after: formatEuros(result.after.monthlyPayment),
    },
    {
      label: 'Dernière mensualité dans',
      figure: 'months',
      before: durationText(result.before.months),
      after: durationText(result.after.months),
    },
    {
      label: 'Intérêts restant à payer',
      figure: 'interest',
      before: formatEuros(result.before.interest, 0),
      after: formatEuros(result.after.interest, 0),
    },
    {
      label: 'Indemnités de remboursement anticipé',
      figure: 'penalties',
      before: '—',
      after: formatEuros(result.penalties.total, 0) + (result.penalties.incomplete ? ' (non compris celles non chiffrées)' : ''),
    },
    { label: 'Frais du nouveau prêt', figure: 'fees', before: '—', after: formatEuros(result.fees, 0) },
    { label: 'Trésorerie reçue', figure: 'cash', before: '—', after: formatEuros(result.cash, 0) },
    {
      label: 'Total à rembourser',
      figure: 'total',
      before: formatEuros(result.before.totalToPay, 0),
      after: formatEuros(result.after.totalToPay, 0),
    },
  ];
}

/** The table's last line: what the consolidation costs, or saves, against keeping the credits. */
export const extraCostLabel = (result: ConsolidationResult) =>
  result.extraCost >= 0 ? 'Surcoût du regroupement' : 'Économie du regroupement';

/** A credit's indemnity, as « D’où viennent les indemnités » says it. */
export function penaltyText(penalty: CreditPenalty | undefined): string {
  if (!penalty) return '';
  if (penalty.amount === null) return 'non chiffrée (aucune règle que nous puissions citer), non comptée';
  return `${formatEuros(penalty.amount, 0)} au plus${penalty.rule.type === 'mortgage' ? `, au taux de ${formatPercent(penalty.rate)}` : ''}`;
}

/** The indemnity rules the credits typed call for: consumer credits', mortgages', each with its label. */
export function penaltyRulesShown(result: ConsolidationResult, rules: ConsolidationRules) {
  const kinds = new Set(result.rows.map((row) => row.credit.kind));
  return [
    kinds.has('consumer') ? { label: 'Crédits à la consommation', rule: rules.consumer[result.country] } : null,
    kinds.has('mortgage') ? { label: 'Crédits immobiliers', rule: rules.mortgage[result.country] } : null,
  ].filter((entry) => entry !== null);
}

/** Luxembourg's mortgages: which of the indemnity's cases the tool counts. */
export const LUX_MORTGAGE_PENALTY_NOTE =
  'Au Luxembourg, nous comptons le plafond d’un prêt à taux fixe pour le logement principal habité depuis deux ans\u00a0: à taux variable, les banques ne demandent rien\u202f; pour un bien loué, l’indemnité n’a pas de plafond légal.';

export const PENALTY_MAXIMUM_NOTE =
  'Ce sont des maximums\u00a0: une indemnité n’est due que si le contrat la prévoit. Indiquez le montant de vos décomptes, il remplace le nôtre.';

/** What the totals count, and the fees we cannot quote. */
export const CONSOLIDATION_NOTE =
  'Le coût total avant est la somme des mensualités qui restent à payer sur vos crédits. Le coût total après est la somme des mensualités du nouveau prêt, moins la trésorerie que vous recevez\u00a0: les deux se comparent directement. L’assurance emprunteur n’est pas comptée. Les frais de dossier n’ont pas de barème public que nous puissions citer\u00a0: indiquez ceux de l’offre reçue.';
