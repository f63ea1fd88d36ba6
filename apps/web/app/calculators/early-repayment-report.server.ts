import { countryLabels, formatDuration, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { durationText } from '../routing/journey-links.ts';
import {
  EARLY_REPAYMENT_CHOICES,
  earlyRepaymentHeadline,
  earlyRepaymentNote,
  frenchMinimumNote,
  netSavingsFigure,
  PENALTY_MAXIMUM_NOTE,
  penaltyLabel,
  uncappedPenaltyNote,
  type EarlyRepaymentValues,
  type EarlyRepaymentView,
} from './early-repayment-view.ts';
import { datedRuleSource, lendingSource, type ReportContext } from './simulation-report.server.ts';

/** The label of a select's value, as the form shows it. */
function choiceLabel(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? choices[0]?.label ?? value;
}

/**
 * Early repayment as a document (/pret-immobilier/outils/remboursement-anticipe.pdf): the loan and the repayment as
 * typed, the interest saved, the legal maximum penalty and the net saving, the new instalment or duration, the
 * penalty rule of the country with its day and source (and what we could not confirm), the notes the page shows and
 * the country's mentions. Null for refused inputs.
 */
export function earlyRepaymentReport(
  values: EarlyRepaymentValues,
  view: EarlyRepaymentView,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  const partial = !result.full;
  return {
    title: 'Remboursement anticipé',
    headline: earlyRepaymentHeadline(result),
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[result.country] },
      { label: 'Montant emprunté', value: formatEuros(result.amount, 0) },
      { label: 'Taux annuel', value: formatPercent(result.rate) },
      { label: 'Durée du prêt', value: formatDuration(result.duration, 'year') },
      { label: 'Taux', value: choiceLabel(EARLY_REPAYMENT_CHOICES.nature, values.nature) },
      { label: 'Remboursement avec la mensualité n°', value: String(result.month) },
      { label: 'Remboursement', value: choiceLabel(EARLY_REPAYMENT_CHOICES.type, values.type) },
      ...(partial
        ? [
            { label: 'Montant remboursé en plus', value: formatEuros(result.repaid, 0) },
            { label: 'Après un remboursement partiel', value: choiceLabel(EARLY_REPAYMENT_CHOICES.garder, values.garder) },
          ]
        : []),
      {
        label: 'Logement principal habité depuis au moins 2\u00a0ans',
        value: choiceLabel(EARLY_REPAYMENT_CHOICES.residence, values.residence),
      },
    ],
    figures: [
      { label: 'Intérêts économisés', value: formatEuros(result.interestSaved) },
      { label: penaltyLabel(result.penalty.type), value: formatEuros(result.penalty.amount) },
      netSavingsFigure(result),
      { label: 'Capital restant dû avant le remboursement', value: formatEuros(result.debtBefore) },
      ...(partial
        ? [
            { label: 'Nouvelle mensualité', value: formatEuros(result.after.monthlyPayment) },
            { label: `Mensualités restantes (au lieu de ${result.without.months})`, value: String(result.after.months) },
            ...(result.monthsSaved > 0 ? [{ label: 'Prêt terminé plus tôt de', value: durationText(result.monthsSaved) }] : []),
            ...(result.paymentReduction > 0 ? [{ label: 'Mensualité plus basse de', value: formatEuros(result.paymentReduction) }] : []),
          ]
        : []),
    ],
    notes: [uncappedPenaltyNote(result), frenchMinimumNote(result), earlyRepaymentNote(result)].filter((note) => note !== null),
    tables: [],
    sources: [
      datedRuleSource(
        `L’indemnité de remboursement anticipé (${countryLabels[result.country]})\u00a0: ${result.rule.summary} ${PENALTY_MAXIMUM_NOTE}`,
        result.rule,
      ),
      lendingSource(law, result.country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
