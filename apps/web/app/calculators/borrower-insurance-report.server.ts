import { countryLabels, formatDuration, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import {
  BASIS_OPTIONS,
  INSURANCE_COMPARISON_ROWS,
  INSURANCE_NOTE,
  insuranceSavingFigure,
  type BorrowerInsuranceValues,
  type BorrowerInsuranceView,
} from './borrower-insurance-view.ts';
import { lendingSource, type ReportContext } from './simulation-report.server.ts';

const basisLabel = (value: string) => BASIS_OPTIONS.find((option) => option.value === value)?.label ?? value;

/**
 * The borrower-insurance comparison as a document (/pret-immobilier/outils/assurance-emprunteur.pdf): the loan and
 * the two contracts as typed, the saving, the comparison table of the page, how the premiums were computed, what
 * the country's law says with its sources (and what we could not confirm), and the country's mentions. Null for
 * refused inputs.
 */
export function borrowerInsuranceReport(
  values: BorrowerInsuranceValues,
  view: BorrowerInsuranceView,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  return {
    title: 'Assurance emprunteur\u00a0: contrat de la banque ou assureur externe',
    headline: `${formatEuros(result.amount, 0)} sur ${formatDuration(result.duration, 'year')} à ${formatPercent(result.rate)}`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[view.legal.country] },
      { label: 'Montant emprunté', value: formatEuros(result.amount, 0) },
      { label: 'Taux annuel du prêt', value: formatPercent(result.rate) },
      { label: 'Durée', value: formatDuration(result.duration, 'year') },
      { label: 'Contrat groupe de la banque\u00a0: taux annuel', value: formatPercent(result.group.rate) },
      { label: 'Contrat groupe\u00a0: calculé sur le', value: basisLabel(values['base-groupe']) },
      { label: 'Assureur externe\u00a0: taux annuel', value: formatPercent(result.outside.rate) },
      { label: 'Assureur externe\u00a0: calculé sur le', value: basisLabel(values['base-externe']) },
    ],
    figures: [
      insuranceSavingFigure(result),
      { label: 'Mensualité hors assurance', value: formatEuros(result.payment) },
      { label: 'TAEG sans assurance', value: formatPercent(result.aprWithoutInsurance) },
    ],
    notes: [
      ...(view.ceiling ? [view.ceiling] : []),
      INSURANCE_NOTE,
      ...result.law.unconfirmed.map((text) => `Non confirmé\u00a0: ${text}`),
    ],
    tables: [
      {
        title: 'Les deux assurances sur le même prêt',
        headings: ['', 'Contrat groupe', 'Assureur externe'],
        rows: INSURANCE_COMPARISON_ROWS.map((row) => [row.label, row.cell(result.group), row.cell(result.outside)]),
      },
    ],
    sources: [
      ...result.law.sentences.map((sentence) => ({ label: sentence.text, source: sentence.source })),
      lendingSource(law, view.legal.country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
