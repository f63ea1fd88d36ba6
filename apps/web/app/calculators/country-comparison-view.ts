import {
  choiceField,
  countryComparisonUnder,
  formatEuros,
  formatPercent,
  formChecks,
  marketCountries,
  type CountryAnswer,
  type CountryComparison,
  type CountryComparisonError,
  type CountryComparisonRules,
  type MarketCountry,
} from '@pretscope/core';
import { capacityShown, durationText, mortgageCategoryFor, neededShown, type NextStepsTerms } from '../routing/journey-links.ts';
import { budgetInputChecks } from './budget-checks.ts';
import { capacityInputChecks } from './capacity.ts';
import { calculatorLegal, type CalculatorLaw } from './calculator-law.ts';
import { toCountry, toNumber, validate, type FieldErrors, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

/**
 * « Un projet, trois pays » (/comparer-les-pays): one price, own funds and household, bought in Luxembourg, Belgium
 * and France, each with a lender of that country (core's `countryComparisonUnder`, on the rules of the day the
 * loader sent). The fields share their names with « combien emprunter » (`prix`, `apport`, `revenus`, `taux`, …),
 * plus where the household lives (`residence`) and where its income is paid (`travail`).
 */
export const COMPARISON_DEFAULTS = {
  residence: 'FR',
  travail: 'LUX',
  revenus: '5000',
  revenus2: '',
  charges: '0',
  taux: '3,5',
  duree: '25',
  assurance: '',
  prix: '450000',
  apport: '60000',
  profil: 'firstTimeBuyer',
  region: 'wallonie',
  bien: 'ancien',
  acquereurs: '1',
};

export type ComparisonValues = RawValues<keyof typeof COMPARISON_DEFAULTS>;

const workChecks = /* @__PURE__ */ formChecks({
  work: choiceField(marketCountries, 'Choisissez le pays où vous travaillez dans la liste.'),
});

/** What a country's column links on with: the loan needed, rounded up to 100 €, over the duration retained there. */
export interface CountryTerms {
  country: MarketCountry;
  terms: NextStepsTerms | null;
  /** Why the loan breaks that country's legal APR or duration ceiling, in French; else null. */
  ceiling: string | null;
}

export interface ComparisonView extends CalculatorView {
  comparison: CountryComparison | null;
  /** Core's refusal, in French. */
  refusal: string | null;
  /** Per country, in the columns' order. */
  countries: CountryTerms[];
}

/** The comparison from the form's raw values. Pure: the loader and the browser run it alike (live-calculator.ts). */
export function comparisonView(values: ComparisonValues, law: CalculatorLaw, rules: CountryComparisonRules): ComparisonView {
  const capacity = validate(
    capacityInputChecks,
    {
      income: toNumber(values.revenus),
      coIncome: toNumber(values.revenus2),
      charges: toNumber(values.charges),
      rate: toNumber(values.taux),
      duration: (toNumber(values.duree) ?? Number.NaN) * 12,
      insuranceRate: toNumber(values.assurance),
      country: values.residence,
    },
    {
      income: 'revenus',
      coIncome: 'revenus2',
      charges: 'charges',
      rate: 'taux',
      duration: 'duree',
      insuranceRate: 'assurance',
      country: 'residence',
    },
  );
  const budget = validate(
    budgetInputChecks,
    {
      price: toNumber(values.prix),
      ownFunds: toNumber(values.apport),
      region: values.region,
      propertyType: values.bien,
      buyers: toNumber(values.acquereurs),
      buyerProfile: values.profil,
    },
    { price: 'prix', ownFunds: 'apport', region: 'region', propertyType: 'bien', buyers: 'acquereurs', buyerProfile: 'profil' },
  );
  const work = validate(workChecks, { work: values.travail }, { work: 'travail' });
  const errors: FieldErrors = {
    ...(capacity.ok ? {} : capacity.errors),
    ...(budget.ok ? {} : budget.errors),
    ...(work.ok ? {} : work.errors),
  };
  const empty = { comparison: null, countries: marketCountries.map((country) => ({ country, terms: null, ceiling: null })) };
  if (!capacity.ok || !budget.ok || !work.ok) return { errors, refusal: null, ...empty };

  const household = capacity.value;
  const purchase = budget.value;
  const answer = countryComparisonUnder(rules, {
    price: purchase.price,
    ownFunds: purchase.ownFunds,
    buyerProfile: purchase.buyerProfile,
    region: purchase.region ?? 'bruxelles',
    propertyType: purchase.propertyType,
    buyers: purchase.buyers,
    borrowing: {
      netMonthlyIncome: household.income + household.coIncome,
      monthlyCharges: household.charges,
      rate: household.rate,
      duration: household.duration,
      insurance: household.insuranceRate > 0 ? { basis: 'initial-capital', rate: household.insuranceRate } : undefined,
    },
    residence: household.country,
    workCountry: toCountry(work.value.work),
  });
  if (!answer.ok) return { errors: {}, refusal: refusalMessage(answer.error), ...empty };

  const countries = answer.value.answers.map(({ country, reach }): CountryTerms => {
    const amount = neededShown(reach.loanNeeded);
    const loan = { amount: reach.loanNeeded, durationMonths: reach.duration, apr: household.rate };
    return {
      country,
      terms: amount > 0 ? { categorySlug: mortgageCategoryFor(country), amount, durationMonths: reach.duration, country } : null,
      ceiling: calculatorLegal(law, { country, loan }).ceiling,
    };
  });
  return { errors: {}, refusal: null, comparison: answer.value, countries };
}

// Core answers expected failures as values with English details; a visitor reads these French sentences.
function refusalMessage(error: CountryComparisonError): string {
  if (error.detail.includes('region')) return 'Choisissez la région belge du bien.';
  return 'Ces données ne permettent pas de comparer les trois pays. Vérifiez le prix, l’apport, les revenus, le taux et la durée.';
}

/** Euros rounded to 100 € (orders of magnitude, as « combien emprunter » shows them). */
const hundreds = (value: number) => formatEuros(Math.round(value / 100) * 100, 0);

/** One row of the countries table: a label, then each country's figure. */
export interface ComparisonRow {
  label: string;
  figure: string;
  cell: (answer: CountryAnswer) => string;
}

/** The rows of the countries table (page and PDF); « Faisable ? » comes last, `feasibleText`. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: 'Frais d’achat', figure: 'costs', cell: (a) => hundreds(a.budget.costs.total) },
  { label: 'Prix + frais', figure: 'total-needed', cell: (a) => hundreds(a.budget.totalNeeded) },
  { label: 'Prêt nécessaire', figure: 'loan-needed', cell: (a) => formatEuros(neededShown(a.reach.loanNeeded), 0) },
  {
    label: 'Quotité (plafond)',
    figure: 'ltv',
    cell: (a) => `${formatPercent(a.budget.ltv * 100, 0)} (${formatPercent(a.budget.ltvCap * 100, 0)})`,
  },
  { label: 'Revenu retenu par mois', figure: 'income', cell: (a) => formatEuros(a.income.netMonthlyIncome, 0) },
  {
    label: 'Taux d’endettement admis',
    figure: 'debt-cap',
    cell: (a) => (a.capacity ? formatPercent(a.capacity.maxDebtRatio * 100, 0) : '—'),
  },
  { label: 'Durée retenue', figure: 'duration', cell: (a) => durationText(a.reach.duration) },
  { label: 'Prêt maximal', figure: 'max-amount', cell: (a) => formatEuros(capacityShown(a.reach.maxAmount), 0) },
  { label: 'Mensualité du prêt nécessaire', figure: 'payment', cell: (a) => formatEuros(a.monthlyPayment, 0) },
  { label: 'Assurance par mois', figure: 'insurance', cell: (a) => formatEuros(a.monthlyInsurance, 0) },
  { label: 'Coût du crédit', figure: 'credit-cost', cell: (a) => hundreds(a.creditCost) },
  { label: 'Coût total de l’achat', figure: 'total-cost', cell: (a) => hundreds(a.totalCost) },
];

/** Why a country's project is out of reach, or that it is within reach, in a few words. */
export function verdictText(answer: CountryAnswer): string {
  if (answer.feasible) return 'Faisable';
  const reasons: string[] = [];
  if (!answer.reach.reachable)
    reasons.push(`capacité dépassée de ${formatEuros(neededShown(answer.reach.loanNeeded) - capacityShown(answer.reach.maxAmount), 0)}`);
  if (!answer.budget.meetsLtvRule) reasons.push(`apport d’au moins ${formatEuros(neededShown(answer.budget.minOwnFundsForLtv), 0)} exigé`);
  return `Hors de portée\u00a0: ${reasons.join(', ')}`;
}

/** The price, from a column (the same in all three): price + costs − costs. */
export function priceOf(answer: CountryAnswer | undefined): string {
  return answer ? formatEuros(answer.budget.totalNeeded - answer.budget.costs.total, 0) : '';
}

/** The own funds typed, from a column: those the purchase takes and those left over. */
export function ownFundsOf(answer: CountryAnswer | undefined): number {
  return answer ? answer.budget.ownFundsUsed + answer.budget.ownFundsLeft : 0;
}

/** The table's caption: « Achat de 450 000 € avec 60 000 € d’apport, pays par pays ». */
export function comparisonCaption(answers: readonly CountryAnswer[]): string {
  return `Achat de ${priceOf(answers[0])} avec ${formatEuros(ownFundsOf(answers[0]), 0)} d’apport, pays par pays`;
}

/** « Faisable au Luxembourg et en France, pas en Belgique. » */
export function comparisonSummary(answers: readonly CountryAnswer[]): string {
  const where = (country: CountryAnswer['country']) =>
    country === 'LUX' ? 'au Luxembourg' : country === 'BE' ? 'en Belgique' : 'en France';
  const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);
  const yes = answers.filter((a) => a.feasible).map((a) => where(a.country));
  const no = answers.filter((a) => !a.feasible).map((a) => where(a.country));
  if (no.length === 0) return 'Votre projet est faisable dans les trois pays.';
  if (yes.length === 0) return 'Votre projet est hors de portée dans les trois pays avec ces chiffres.';
  return `Votre projet est faisable ${list(yes)}, pas ${list(no)}.`;
}

/** Under the comparison (page and PDF): what the same rate everywhere means. */
export const COMPARISON_NOTE =
  'Le taux est le même partout pour comparer les règles, pas les offres\u00a0: les taux diffèrent d’un pays à l’autre, les offres de chaque pays les donnent. En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent. Acheter pour y habiter dans un autre pays que celui où vous vivez suppose d’y déménager\u202f; sinon, choisissez «\u202finvestissement locatif ou résidence secondaire\u202f».';

/** What the lender of a country counts of the income, as the country's card says it. */
export function incomeRuleText(answer: CountryAnswer): string {
  const rule = answer.income.rule;
  return answer.income.resident ? rule.summary : `${rule.summary} ${rule.nonResident}`;
}
