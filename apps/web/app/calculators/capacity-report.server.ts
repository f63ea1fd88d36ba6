import { formatDuration, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { countryName } from './capacity-view.tsx';
import type { CapacityPageValues, CapacityView } from './capacity-page-view.ts';
import { PROFILE_OPTIONS, YEAR_OPTIONS } from './purchase-options.ts';
import { reachVerdictReport } from './reach-verdict-report.server.ts';
import { lendingSource, ruleDay, typedEuros, typedPercent, type ReportContext } from './simulation-report.server.ts';

/** The label of a select's value, as the form shows it. */
function choiceLabel(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/**
 * The capacity page as a document (/pret-immobilier/outils/capacite-d-emprunt.pdf): the incomes, the loan and the
 * optional project as typed, the six figures of the page, the debt ratio's parts as the gauge gives them, the
 * feasibility verdict with its fixes when an amount is typed, the capped duration and the ceiling the page warns of,
 * the debt-ratio rule with its day and source, and the country's mentions. Null for refused inputs or no capacity.
 */
export function capacityReport(values: CapacityPageValues, view: CapacityView, { url, law }: ReportContext): SimulationReport | null {
  const { capacity } = view;
  if (!capacity) return null;
  const country = countryName(capacity.rule.country);
  const verdict = view.verdict ? reachVerdictReport(view.verdict) : { notes: [], sources: [] };
  const percent = (ratio: number) => formatPercent(ratio * 100);
  const maxAmount = formatEuros(capacity.maxAmount);
  return {
    title: 'Capacité d’emprunt',
    headline: `Montant maximal empruntable\u00a0: ${maxAmount}`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: country },
      { label: 'Revenu net mensuel', value: typedEuros(values.revenus, 'aucun') },
      { label: 'Revenu net mensuel du co-emprunteur', value: typedEuros(values.revenus2, 'aucun') },
      { label: 'Crédits en cours, par mois', value: typedEuros(values.charges, 'aucun') },
      { label: 'Taux annuel', value: typedPercent(values.taux, '') },
      { label: 'Durée', value: choiceLabel(YEAR_OPTIONS, values.duree) },
      { label: 'Taux d’assurance annuel', value: typedPercent(values.assurance, 'aucune') },
      { label: 'Montant à emprunter', value: typedEuros(values.montant, 'non indiqué') },
      { label: 'Prix du bien', value: typedEuros(values.prix, 'non indiqué') },
      { label: 'Votre situation', value: choiceLabel(PROFILE_OPTIONS, values.profil) },
    ],
    figures: [
      { label: 'Montant maximal empruntable', value: maxAmount },
      { label: 'Mensualité maximale (hors assurance)', value: formatEuros(capacity.maxMonthlyPayment) },
      { label: 'Assurance par mois', value: formatEuros(capacity.monthlyInsurance) },
      { label: 'Taux d’endettement', value: percent(capacity.debtRatio) },
      { label: 'Reste à vivre par mois', value: formatEuros(capacity.remainingIncome) },
      { label: 'Durée retenue', value: formatDuration(capacity.duration, capacity.duration % 12 === 0 ? 'year' : 'month') },
    ],
    notes: [
      ...verdict.notes,
      ...(capacity.durationCapped
        ? [`La durée demandée dépasse le maximum admis (${country})\u00a0: le calcul retient ${formatDuration(capacity.duration, 'year')}.`]
        : []),
      ...(view.ceiling ? [view.ceiling] : []),
    ],
    tables: [
      {
        // The gauge's figures, as its text alternative gives them (debt-ratio-gauge.tsx).
        title: 'Taux d’endettement',
        headings: ['', 'Part des revenus'],
        rows: [
          ['Crédits en cours', percent(capacity.chargesRatio)],
          ['Nouveau prêt', percent(Math.max(0, capacity.debtRatio - capacity.chargesRatio))],
          ['Taux d’endettement', percent(capacity.debtRatio)],
          [`Limite (${country})`, percent(capacity.maxDebtRatio)],
        ],
      },
    ],
    sources: [
      {
        label: `Règle appliquée (${country})\u00a0: taux d’endettement d’au plus ${percent(capacity.maxDebtRatio)} des revenus nets, en vigueur depuis le ${ruleDay(capacity.rule.validFrom)}.`,
        source: capacity.rule.source,
      },
      ...verdict.sources,
      lendingSource(law, capacity.rule.country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
