import { countryLabels, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { conventionSentence } from './rate-convention.ts';
import { partialMonthNote, SOLVED_LABELS, solvedDurationText, type LoanSolverValues, type LoanSolverView } from './loan-solver-view.ts';
import { lendingSource, type ReportContext } from './simulation-report.server.ts';

/** A field left empty: computed, not typed. */
const COMPUTED = 'à calculer';

/**
 * The calculette as a document (/pret-immobilier/outils/calculette.pdf): the three figures typed, the fourth
 * computed, the country's rate convention, the ceiling the loan would break, the lending rule and the mentions.
 * Null when the page shows no result (refused inputs, or no loan fits the figures: the page says why).
 */
export function loanSolverReport(values: LoanSolverValues, view: LoanSolverView, { url, law }: ReportContext): SimulationReport | null {
  const { solved } = view;
  if (!solved) return null;
  const country = view.legal.country;
  const typed = (raw: string, unit: string) => (raw.trim() ? `${raw.trim()}${unit}` : COMPUTED);
  const shown = {
    amount: formatEuros(solved.amount),
    rate: formatPercent(solved.rate),
    duration: solvedDurationText(solved),
    payment: formatEuros(solved.payment),
  };
  return {
    title: 'Calculette de prêt',
    headline: `${SOLVED_LABELS[solved.solvedFor]}\u00a0: ${shown[solved.solvedFor]}`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[country] },
      { label: 'Montant', value: values.montant.trim() ? formatEuros(solved.amount) : COMPUTED },
      { label: 'Taux annuel', value: values.taux.trim() ? formatPercent(solved.rate) : COMPUTED },
      { label: 'Durée', value: typed(values.duree, '\u00a0mois') },
      { label: 'Mensualité', value: values.mensualite.trim() ? formatEuros(solved.payment) : COMPUTED },
    ],
    figures: [
      { label: 'Montant', value: shown.amount },
      { label: 'Taux annuel', value: shown.rate },
      { label: 'Durée', value: shown.duration },
      { label: 'Mensualité', value: shown.payment },
    ],
    notes: [
      partialMonthNote(solved),
      `${conventionSentence(law.rules.lending[country].rateConvention)} Ni l’assurance ni les frais ne sont comptés.`,
      view.ceiling,
    ].filter((note) => note !== null),
    tables: [],
    sources: [lendingSource(law, country)],
    mentions: reportMentions(view.legal.mentions),
  };
}
