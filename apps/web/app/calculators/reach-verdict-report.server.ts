import { countryLabels, formatEuros, formatPercent, type Feasibility, type ReportSource } from '@pretscope/core';
import { durationText } from '../routing/journey-links.ts';
import { ruleDay } from './simulation-report.server.ts';

const euros = (value: number) => formatEuros(value, 0);

/**
 * The feasibility verdict as a report's sentences (reach-verdict.tsx words it on the page): whether the project is
 * within reach, each rule it breaks, then its smallest fixes, each alone; and the binding rules with their day and
 * source (the loan-to-value cap's; the debt ratio's is the capacity's own).
 */
export function reachVerdictReport(verdict: Feasibility): { notes: string[]; sources: ReportSource[] } {
  // As the page: the loan up and the capacity down to the euro.
  const loan = Math.ceil(verdict.loan);
  const capacity = Math.max(0, Math.floor(verdict.maxAmount));
  if (verdict.feasible) {
    return {
      notes: [
        `Votre projet est à votre portée\u00a0: votre capacité d’emprunt (${euros(capacity)}) couvre le prêt (${euros(loan)}) sur ${durationText(verdict.duration)}.`,
      ],
      sources: [],
    };
  }
  const { fixes } = verdict;
  const broken = verdict.binding.map((rule) =>
    rule.rule === 'debt-ratio'
      ? `Taux d’endettement\u00a0: à ${formatPercent(rule.limit * 100, 0)} de vos revenus sur ${durationText(verdict.duration)}, vous pouvez emprunter ${euros(capacity)}, le prêt en demande ${euros(loan - capacity)} de plus.`
      : `Quotité\u00a0: le prêt représente ${formatPercent((verdict.ltv ?? 0) * 100, 0)} du prix, au-delà des ${formatPercent(rule.limit * 100, 0)} admis.`,
  );
  const years = fixes.durationMonths === null ? null : Math.ceil(fixes.durationMonths / 12);
  const ways = [
    fixes.ownFunds === null ? null : `avec ${euros(fixes.ownFunds)} d’apport en plus`,
    years === null || fixes.durationMonths === null
      ? null
      : `sur ${years}\u00a0ans au lieu de ${durationText(verdict.duration)}${fixes.durationMonths % 12 ? ` (${durationText(fixes.durationMonths)} suffiraient)` : ''}`,
    fixes.income === null ? null : `avec un second revenu de ${euros(fixes.income)} par mois`,
  ].filter((way) => way !== null);
  return {
    notes: [
      'Votre projet n’est pas finançable en l’état.',
      ...broken,
      ...(fixes.ownFunds !== null ? [`Faisable ${ways.join(', ou ')}.`] : []),
    ],
    // The debt-ratio rule is the capacity's, which both reports give as « Règle appliquée »: only the LTV cap here.
    sources: verdict.binding
      .filter((rule) => rule.rule === 'ltv')
      .map((rule) => ({
        label: `Quotité maximale (${countryLabels[rule.country]})\u00a0: ${formatPercent(rule.limit * 100, 0)}, en vigueur depuis le ${ruleDay(rule.validFrom)}.`,
        source: rule.source,
      })),
  };
}
