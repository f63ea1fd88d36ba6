import { countryLabels, formatEuros, formatPercent, reportMentions, type ReportTable, type SimulationReport } from '@pretscope/core';
import { formatFrenchDate } from '../content/content-display.ts';
import { durationText } from '../routing/journey-links.ts';
import { datedRuleSource, lendingSource, type ReportContext } from './simulation-report.server.ts';
import {
  ceilingRateSentence,
  fixedVerdict,
  pathRowLabel,
  scenarioCells,
  scenarioLabel,
  SCENARIO_HEADINGS,
  variableRateFigures,
  variableRateHeadline,
  variableRateNote,
  worstCaseLabel,
  type FixedOffer,
  type VariableRateValues,
  type VariableRateView,
} from './variable-rate-view.ts';

/**
 * The variable-rate loan as a document (/pret-immobilier/outils/taux-variable.pdf): the loan, formula and cap as
 * typed, the page's figures, the scenario table and the payment path, the worst case against the comparator's best
 * fixed-rate offer for the same terms (`fixedOffer`, the server's, as the page shows it; null when there is none),
 * the country's legal limits on a rise with their day and source (and what we could not confirm), and the country's
 * mentions. Null for refused inputs.
 */
export function variableRateReport(
  values: VariableRateValues,
  view: VariableRateView,
  fixedOffer: FixedOffer | null,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { result, terms } = view;
  if (!result || !terms) return null;
  const { limit } = result;
  const country = countryLabels[result.country];
  const fixedTitle = `Le pire cas face au meilleur taux fixe (${country}, ${formatEuros(terms.amount, 0)} sur ${durationText(terms.durationMonths)})`;
  const fixedTable: ReportTable[] = fixedOffer
    ? [
        {
          title: fixedTitle,
          headings: ['', `${fixedOffer.advertiserName} — ${fixedOffer.productName}`],
          rows: [
            ['Taux fixe', formatPercent(fixedOffer.rate)],
            ['TAEG', formatPercent(fixedOffer.apr)],
            ['Taux relevé le', formatFrenchDate(new Date(fixedOffer.observedAt))],
            ['Mensualité au taux fixe', formatEuros(fixedOffer.monthlyPayment)],
            ['Intérêts au taux fixe', formatEuros(fixedOffer.totalInterest)],
            [`Intérêts au pire (${worstCaseLabel(result)})`, formatEuros(result.worst.totalInterest)],
          ],
        },
      ]
    : [];
  const fixedNotes = fixedOffer
    ? [
        fixedVerdict(result, fixedOffer),
        ...(fixedOffer.fees > 0
          ? [`Les frais de dossier de l’offre (${formatEuros(fixedOffer.fees)}) ne sont pas comptés dans ses intérêts, mais dans son TAEG.`]
          : []),
      ]
    : [`${fixedTitle}\u00a0: le comparateur n’a pas d’offre à taux fixe pour ce montant et cette durée en ${country}.`];
  return {
    title: 'Taux fixe, variable ou capé',
    headline: variableRateHeadline(result),
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays du prêt', value: country },
      { label: 'Montant emprunté', value: formatEuros(result.amount, 0) },
      { label: 'Taux initial', value: formatPercent(result.rate) },
      { label: 'Durée du prêt', value: durationText(result.duration) },
      { label: 'Formule de révision', value: result.formula.label },
      {
        label: 'Cap de votre contrat',
        value: values.cap.trim() && result.contractCap !== null ? `+${values.cap.trim()}\u00a0points` : 'aucun',
      },
    ],
    figures: variableRateFigures(result).map(({ label, value }) => ({ label, value })),
    notes: [ceilingRateSentence(result), ...(view.ceiling ? [view.ceiling] : []), ...fixedNotes, variableRateNote(result)],
    tables: [
      {
        title: 'Les scénarios de taux',
        headings: SCENARIO_HEADINGS,
        rows: result.scenarios.map((item) => [scenarioLabel(item.scenario), ...scenarioCells(result, item)]),
      },
      {
        title: 'La mensualité au fil des révisions',
        headings: ['Mensualités', ...result.scenarios.map((item) => scenarioLabel(item.scenario))],
        rows: result.rows.map((row) => [
          pathRowLabel(row),
          ...row.cells.map((cell) => `${formatEuros(cell.payment)}\nà ${formatPercent(cell.rate)}`),
        ]),
      },
      ...fixedTable,
    ],
    sources: [
      datedRuleSource(`Ce que la loi permet (${country})\u00a0: ${[limit.reference, ...limit.rules].join(' ')}`, limit),
      lendingSource(law, result.country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
