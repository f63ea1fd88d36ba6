import { countryLabels, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { durationText } from '../routing/journey-links.ts';
import {
  COST_ROWS,
  costAmount,
  costOrigin,
  costRuleEntries,
  COSTS_ARE_ESTIMATES,
  RENEGOTIATION_CHOICES,
  renegotiationHeadline,
  renegotiationNote,
  ROWS_AFTER_COSTS,
  ROWS_BEFORE_COSTS,
  type RenegotiationValues,
  type RenegotiationView,
} from './renegotiation-view.ts';
import { datedRuleSource, lendingSource, typedEuros, type ReportContext } from './simulation-report.server.ts';

/** What the visitor typed of a cost or rate, or what the page does with the empty field. */
function typedOr(raw: string, format: (value: string) => string, empty: string): string {
  return raw.trim() ? format(raw.trim()) : empty;
}

const OUR_ESTIMATE = 'notre estimation';

/**
 * Renegotiation or buy-out as a document (/pret-immobilier/outils/renegocier.pdf): the current loan and the new rate
 * as typed, the capital owed and what is left to pay, the verdicts, the table of the same bank against another one
 * (each cost with where it comes from), the rules the costs came from with their day and sources, the notes and
 * the country's mentions. Null for refused inputs.
 */
export function renegotiationReport(
  values: RenegotiationValues,
  view: RenegotiationView,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  const columns = [result.same, result.other];
  const { penaltyRule } = result.other;
  const nature = RENEGOTIATION_CHOICES.nature.find((choice) => choice.value === values.nature)?.label ?? 'Fixe';
  const residence = RENEGOTIATION_CHOICES.residence.find((choice) => choice.value === values.residence)?.label ?? 'Oui';
  return {
    title: 'Renégocier ou faire racheter son prêt',
    headline: renegotiationHeadline(result),
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[result.country] },
      { label: 'Montant emprunté', value: formatEuros(result.amount, 0) },
      { label: 'Taux annuel', value: formatPercent(result.rate) },
      { label: 'Durée du prêt', value: durationText(result.duration) },
      result.fromStartDate
        ? { label: 'Mois de la première mensualité', value: values.debut.trim() }
        : { label: 'Mensualités déjà payées', value: String(result.monthsPaid) },
      { label: 'Taux', value: nature },
      ...(result.country === 'LUX' ? [{ label: 'Logement principal habité depuis au moins 2\u00a0ans', value: residence }] : []),
      { label: 'Nouveau taux annuel', value: formatPercent(result.other.next.rate) },
      {
        label: 'Nouvelle durée',
        value: typedOr(values['nouvelle-duree'], () => durationText(result.other.next.months), 'la durée qui reste'),
      },
      { label: 'Taux que votre banque propose', value: formatPercent(result.same.next.rate) },
      { label: 'Indemnité que votre banque demande', value: typedEuros(values['ira-banque'], OUR_ESTIMATE) },
      { label: 'Frais d’avenant', value: typedEuros(values['frais-banque'], OUR_ESTIMATE) },
      { label: 'Autre banque, indemnité de remboursement anticipé', value: typedEuros(values.ira, OUR_ESTIMATE) },
      { label: 'Autre banque, frais de dossier', value: typedEuros(values.frais, OUR_ESTIMATE) },
      { label: 'Autre banque, garantie du nouveau prêt', value: typedEuros(values.garantie, OUR_ESTIMATE) },
    ],
    figures: [
      { label: 'Capital restant dû', value: formatEuros(result.other.debt) },
      { label: 'Mensualité actuelle', value: formatEuros(result.other.current.monthlyPayment) },
      { label: 'Intérêts restant à payer', value: formatEuros(result.other.current.interest) },
      {
        label: result.fromStartDate ? 'Mensualités payées depuis la première' : 'Mensualités payées',
        value: String(result.monthsPaid),
      },
    ],
    notes: [
      result.headline.text,
      result.verdicts.renegotiation.text,
      result.verdicts['buy-out'].text,
      COSTS_ARE_ESTIMATES,
      renegotiationNote(result),
    ].filter((note, index, notes) => notes.indexOf(note) === index),
    tables: [
      {
        title: 'Renégociation avec votre banque ou rachat par une autre',
        headings: ['', 'Votre banque', 'Une autre banque'],
        rows: [
          ...ROWS_BEFORE_COSTS.map((row) => [row.label, ...columns.map(row.cell)]),
          ...COST_ROWS.map(({ label, key }) => [
            label,
            ...columns.map((column) => `${costAmount(column.costs[key])}\n${costOrigin(column.costs[key])}`),
          ]),
          ...ROWS_AFTER_COSTS.map((row) => [row.label, ...columns.map(row.cell)]),
        ],
      },
    ],
    sources: [
      datedRuleSource(`Indemnité de remboursement anticipé (${countryLabels[result.country]})\u00a0: ${penaltyRule.summary}`, penaltyRule),
      ...costRuleEntries(result).map(({ label, rule }) => ({
        label: `${label}\u00a0: ${rule.summary}${rule.unconfirmed ? ` À vérifier. ${rule.unconfirmed}` : ''}`,
        source: rule.source,
      })),
      lendingSource(law, result.country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
