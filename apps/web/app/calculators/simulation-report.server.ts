import {
  countryLabels,
  formatDuration,
  frenchDay,
  formatEuros,
  formatPercent,
  reportMentions,
  type ReportSource,
  type SimulationReport,
} from '@pretscope/core';
import type { CalculatorLaw } from './calculator-law.ts';
import { toNumber } from './form-values.ts';
import type { SimulationValues, SimulationView } from './simulation-view.ts';
import { rateConventionNote } from './simulation-view.ts';

/** What every report of a calculator carries besides its own figures: where and when it was computed. */
export interface ReportContext {
  /** The page's address with the visitor's inputs (absolute). */
  url: string;
  law: CalculatorLaw;
}

/** The inputs of a page, non-empty ones only, as the query that computes them again. */
export function pageAddress(origin: string, path: string, values: Readonly<Record<string, string>>): string {
  // Commas (French decimals) stay readable: they need no escaping in a query.
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value.trim() !== '')).toString().replaceAll('%2C', ',');
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

/** The lending rule of a country the calculators applied, with its source. */
export function lendingSource(law: CalculatorLaw, country: keyof CalculatorLaw['rules']['lending']): ReportSource {
  const rule = law.rules.lending[country];
  return {
    label: `Règles de prêt appliquées pour ${countryLabels[country]} (durée maximale, calcul du taux mensuel, taux d’endettement), en vigueur depuis le ${ruleDay(rule.validFrom)}`,
    source: rule.source,
  };
}

/** « 1er juillet 2016 »: a rule's first day as French writes it. */
export function ruleDay(validFrom: string): string {
  return frenchDay(new Date(`${validFrom}T00:00:00Z`));
}

/** A typed amount in euros as the site writes it (« 450 000 € »), cents only when typed; `empty` for an empty field. */
export function typedEuros(raw: string, empty: string): string {
  const value = toNumber(raw);
  if (value === undefined || !Number.isFinite(value)) return raw.trim() || empty;
  return formatEuros(value, Number.isInteger(value) ? 0 : 2);
}

/** A typed rate as the site writes it (« 3,50 % »); `empty` for an empty field. */
export function typedPercent(raw: string, empty: string): string {
  const value = toNumber(raw);
  if (value === undefined || !Number.isFinite(value)) return raw.trim() || empty;
  return formatPercent(value);
}

/**
 * A dated rule a tool applied, as its page words it: what it says, since when, and what we could not confirm
 * (« À vérifier. … »), with its source apart.
 */
export function datedRuleSource(
  summary: string,
  rule: { validFrom: string; source: string; unconfirmed?: string | null | undefined },
): ReportSource {
  const unconfirmed = rule.unconfirmed ? ` À vérifier. ${rule.unconfirmed}` : '';
  return { label: `${summary} En vigueur depuis le ${ruleDay(rule.validFrom)}.${unconfirmed}`, source: rule.source };
}

/**
 * The mortgage simulation as a document (/pret-hypothecaire/simulation.pdf): the inputs as typed, the figures of the
 * page, its rate convention, the year table with its totals, the lending rule applied and the country's mentions.
 * Null when the inputs are refused: the page itself says why, in French.
 */
export function simulationReport(values: SimulationValues, view: SimulationView, { url, law }: ReportContext): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  const durationUnit = result.duration % 12 === 0 ? 'year' : 'month';
  return {
    title: 'Simulation de prêt hypothécaire',
    headline: `${formatEuros(result.amount, 0)} sur ${formatDuration(result.duration, durationUnit)} à ${formatPercent(result.rate)}`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[result.country] },
      { label: 'Montant emprunté', value: formatEuros(result.amount, 0) },
      { label: 'Taux annuel', value: formatPercent(result.rate) },
      { label: 'Durée', value: formatDuration(result.duration, durationUnit) },
      { label: 'Taux d’assurance annuel', value: values.assurance.trim() ? `${values.assurance.trim()}\u00a0%` : 'aucune' },
      { label: 'Frais de dossier et de garantie', value: values.frais.trim() ? formatEuros(result.fees) : 'aucuns' },
    ],
    figures: [
      { label: 'Mensualité hors assurance', value: formatEuros(result.payment) },
      { label: 'Assurance par mois', value: formatEuros(result.monthlyInsurance) },
      { label: 'Total par mois', value: formatEuros(result.monthlyTotal) },
      { label: 'Total des intérêts', value: formatEuros(result.totalInterest) },
      { label: 'Coût total du crédit', value: formatEuros(result.totalCost) },
      { label: 'Montant total dû', value: formatEuros(result.totalDue) },
      { label: 'TAEG', value: formatPercent(result.apr) },
    ],
    notes: [rateConventionNote(result), ...(view.ceiling ? [view.ceiling] : [])],
    tables: [
      {
        title: 'Tableau d’amortissement par année',
        headings: ['Année', 'Mensualités', 'Intérêts', 'Capital remboursé', 'Assurance', 'Capital restant dû'],
        rows: result.schedule.years.map((row) => [
          String(row.year),
          formatEuros(row.payment),
          formatEuros(row.interestPayment),
          formatEuros(row.debtPayment),
          formatEuros(row.insurance),
          formatEuros(row.debtRest),
        ]),
        footer: [
          'Total',
          formatEuros(result.schedule.totals.payment),
          formatEuros(result.schedule.totals.interest),
          formatEuros(result.amount),
          formatEuros(result.schedule.totals.insurance),
          formatEuros(0),
        ],
      },
    ],
    sources: [lendingSource(law, result.country)],
    mentions: reportMentions(view.legal.mentions),
  };
}
