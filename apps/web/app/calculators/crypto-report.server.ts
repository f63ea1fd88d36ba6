import { countryLabels, formatDuration, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { liquidationNote, priceDropPoints, type CryptoValues, type CryptoView } from './crypto.ts';
import { conventionSentence } from './rate-convention.ts';
import { lendingSource, type ReportContext } from './simulation-report.server.ts';

/**
 * The crypto-backed loan as a document (/pret-crypto.pdf): the collateral, LTV, threshold, rate and duration typed,
 * the loan and its liquidation point, payment and interest, the table of the price's fall as the page's chart gives
 * it, the ceiling the loan would break, and the country's lending rule and mentions. Null for refused inputs.
 */
export function cryptoReport(_values: CryptoValues, view: CryptoView, { url, law }: ReportContext): SimulationReport | null {
  const { result } = view;
  if (!result) return null;
  const threshold = formatPercent(result.threshold, Number.isInteger(result.threshold) ? 0 : 2);
  return {
    title: 'Prêt crypto',
    headline: `Votre prêt contre ${formatEuros(result.collateral, 0)} de cryptomonnaies`,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[result.country] },
      { label: 'Valeur du collatéral', value: formatEuros(result.collateral) },
      { label: 'LTV souhaité', value: formatPercent(result.ltv, Number.isInteger(result.ltv) ? 0 : 2) },
      { label: 'Seuil de liquidation', value: threshold },
      { label: 'Taux annuel', value: formatPercent(result.rate) },
      { label: 'Durée', value: formatDuration(result.duration, 'month') },
    ],
    figures: [
      { label: 'Montant du prêt', value: formatEuros(result.loanAmount) },
      { label: 'Valeur du collatéral à la liquidation', value: formatEuros(result.liquidationValue) },
      { label: 'Baisse tolérée avant liquidation', value: formatPercent(result.liquidationDrop) },
      { label: 'Mensualité', value: formatEuros(result.monthlyPayment) },
      { label: `Intérêts sur ${formatDuration(result.duration, 'month')}`, value: formatEuros(result.totalInterest) },
    ],
    notes: [
      liquidationNote(result),
      conventionSentence(law.rules.lending[result.country].rateConvention),
      ...(view.ceiling ? [view.ceiling] : []),
    ],
    tables: [
      {
        title: 'Si le cours baisse',
        headings: ['Baisse du cours', 'Valeur du collatéral', 'LTV'],
        rows: priceDropPoints(result).map((point) => [
          `${formatPercent(point.drop, point.liquidation ? 2 : 0)}${point.liquidation ? ' (liquidation)' : ''}`,
          formatEuros(point.value),
          formatPercent(point.ltv),
        ]),
      },
    ],
    sources: [lendingSource(law, result.country)],
    mentions: reportMentions(view.legal.mentions),
  };
}
