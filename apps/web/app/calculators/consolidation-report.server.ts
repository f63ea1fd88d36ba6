import { countryLabels, formatEuros, formatPercent, reportMentions, type ConsolidationRules, type SimulationReport } from '@pretscope/core';
import { formatFrenchDate } from '../content/content-display.ts';
import { durationText } from '../routing/journey-links.ts';
import {
  beforeAfterRows,
  CONSOLIDATION_NOTE,
  CREDIT_KINDS,
  creditFields,
  extraCostLabel,
  LUX_MORTGAGE_PENALTY_NOTE,
  PENALTY_MAXIMUM_NOTE,
  penaltyRulesShown,
  penaltyText,
  type ConsolidationValues,
  type ConsolidationView,
  type MarketOffer,
} from './consolidation-view.ts';
import { datedRuleSource, typedEuros, typedPercent, type ReportContext } from './simulation-report.server.ts';

/**
 * The consolidation as a document (/regroupement-de-credit/simulation.pdf): each credit and the new loan as typed,
 * the verdict (the L312-10 comparison, costing more said first), the four figures and the before/after table of the
 * page, the comparator's offer whose rate was used when none was typed, each credit's indemnity and the indemnity
 * rules with their day, source and what we could not confirm, the page's notes, the ceiling it warns of, and the
 * country's mentions (in France, L312-10's). Null for refused inputs (and for Belgium, where the tool is not offered).
 */
export function consolidationReport(
  values: ConsolidationValues,
  view: ConsolidationView,
  rules: ConsolidationRules,
  market: MarketOffer | null,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  const shown = penaltyRulesShown(result, rules);
  const afterLabel = result.cash > 0 ? 'Coût total après, trésorerie déduite' : 'Coût total après';
  return {
    title: 'Regroupement de crédits',
    headline: `Un prêt de ${formatEuros(result.after.capital, 0)} sur ${durationText(result.after.months)} à ${formatPercent(result.after.rate)}`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Votre pays', value: countryLabels[result.country] },
      ...result.rows.map(({ index }) => {
        const names = creditFields(index);
        const kind = CREDIT_KINDS.find((choice) => choice.value === values[names.kind])?.label ?? CREDIT_KINDS[0].label;
        const rate = (values[names.rate] ?? '').trim();
        return {
          label: `Crédit ${index}`,
          value: [
            kind,
            `capital restant dû ${typedEuros(values[names.capital] ?? '', '')}`,
            `mensualité ${typedEuros(values[names.payment] ?? '', '')}`,
            rate ? `taux annuel ${typedPercent(rate, '')}` : 'taux non indiqué',
            `mois restants ou fin ${(values[names.end] ?? '').trim()}`,
          ].join(', '),
        };
      }),
      { label: 'Trésorerie en plus', value: typedEuros(values.tresorerie ?? '', 'aucune') },
      {
        label: 'Taux annuel du nouveau prêt',
        value: result.rateFromMarket
          ? `${formatPercent(result.after.rate)}, la meilleure offre du comparateur`
          : typedPercent(values['nouveau-taux'] ?? '', ''),
      },
      { label: 'Durée du nouveau prêt', value: durationText(result.after.months) },
      { label: 'Frais de dossier et de courtage', value: typedEuros(values.frais ?? '', 'non indiqués') },
      {
        label: 'Indemnités demandées par vos prêteurs',
        value: typedEuros(values.ira ?? '', 'non indiquées (le maximum légal)'),
      },
    ],
    figures: [
      { label: 'Nouvelle mensualité', value: formatEuros(result.after.monthlyPayment) },
      { label: 'Nouvelle durée', value: durationText(result.after.months) },
      { label: 'Coût total avant', value: formatEuros(result.before.totalToPay, 0) },
      { label: afterLabel, value: formatEuros(result.after.totalToPay - result.cash, 0) },
      { label: extraCostLabel(result), value: formatEuros(Math.abs(result.extraCost), 0) },
    ],
    notes: [
      result.verdict.text,
      ...(view.ceiling ? [view.ceiling] : []),
      ...(result.rateFromMarket && market
        ? [
            `Taux de ${formatPercent(market.rate)}\u00a0: l’offre «\u202f${market.productName}\u202f» de ${market.advertiserName}, la moins chère du comparateur pour ${formatEuros(market.amount, 0)} sur ${durationText(market.durationMonths)}, relevée le ${formatFrenchDate(new Date(market.observedAt))}. Votre taux dépendra de votre dossier et des crédits regroupés (avec ou sans prêt immobilier).`,
          ]
        : []),
      ...result.rows.map((row, position) => `Indemnité du crédit ${row.index}\u00a0: ${penaltyText(result.penalties.credits[position])}.`),
      ...(result.penalties.origin === 'typed'
        ? [`Le résultat compte le montant que vous avez indiqué, ${formatEuros(result.penalties.total, 0)}.`]
        : []),
      ...(result.country === 'LUX' && shown.some((entry) => entry.label === 'Crédits immobiliers') ? [LUX_MORTGAGE_PENALTY_NOTE] : []),
      PENALTY_MAXIMUM_NOTE,
      CONSOLIDATION_NOTE,
    ],
    tables: [
      {
        title: 'Vos crédits actuels et le regroupement',
        headings: ['', 'Avant', 'Après'],
        rows: [
          ...beforeAfterRows(result).map((row) => [row.label, row.before, row.after]),
          [extraCostLabel(result), '', formatEuros(Math.abs(result.extraCost), 0)],
        ],
      },
    ],
    sources: [
      ...shown.map(({ label, rule }) =>
        datedRuleSource(`Indemnités, ${label.toLowerCase()} (${countryLabels[result.country]})\u00a0: ${rule.summary}`, rule),
      ),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
