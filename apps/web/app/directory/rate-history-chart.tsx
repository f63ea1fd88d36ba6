import { formatNumber, formatPercent, type MonthlyRateStats } from '@pretscope/core';
import { useId } from 'react';
import { niceStep } from '../components/chart-scale.ts';
import { formatLongMonth, formatMonth } from './breadcrumbs.tsx';

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 16, bottom: 44, left: 84 };
const MAX_X_LABELS = 6;

/** How far back the rate history charts go: two years of monthly statistics. */
export const RATE_HISTORY_MONTHS = 24;

function yScale(history: readonly MonthlyRateStats[]) {
  let low = Math.min(...history.map((month) => month.min));
  let high = Math.max(...history.map((month) => month.max));
  if (high - low < 0.2) {
    low -= 0.1;
    high += 0.1;
  }
  const step = niceStep(high - low, 4);
  const from = Math.max(0, Math.floor(low / step) * step);
  const to = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = from; value <= to + step / 2; value += step) ticks.push(Number(value.toFixed(6)));
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  return {
    ticks,
    y: (rate: number) => point(MARGIN.top + plotHeight * (1 - (rate - from) / (to - from || 1))),
    decimals: decimalsOf(step),
  };
}

/** A coordinate to the hundredth of a unit (of 720): finer than a pixel, without 14 digits of float noise each. */
const point = (coordinate: number) => Math.round(coordinate * 100) / 100;

/** How many decimals a tick step needs to print exactly: 0.25 → 2, 0.5 → 1, 2 → 0. */
function decimalsOf(step: number): number {
  for (let decimals = 0; decimals < 4; decimals++)
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-9) return decimals;
  return 4;
}

/**
 * A monthly rate history (a product's, or the offers of a category together) as a server-rendered SVG: the mean
 * rate as a line, the month's lowest to highest rate as a band. It reads without JavaScript and with a screen reader
 * (title, description), and the same figures follow in a table. `subject` names what the rates are of.
 */
export function RateHistoryChart({ history, subject }: { history: readonly MonthlyRateStats[]; subject: string }) {
  const id = useId();
  if (history.length === 0) return <p className="muted">Pas encore d’historique de taux.</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const x = (index: number) => point(MARGIN.left + (history.length === 1 ? plotWidth / 2 : (plotWidth * index) / (history.length - 1)));
  const { ticks, y, decimals } = yScale(history);
  const band = [
    ...history.map((month, index) => `${x(index)},${y(month.max)}`),
    ...history.map((month, index) => `${x(index)},${y(month.min)}`).reverse(),
  ].join(' ');
  const line = history.map((month, index) => `${x(index)},${y(month.mean)}`).join(' ');
  const every = Math.max(1, Math.ceil(history.length / MAX_X_LABELS));
  const labelled = history.map((_, index) => index).filter((index) => (history.length - 1 - index) % every === 0);
  // The first and last labels stay inside the drawing.
  const anchor = (index: number) =>
    history.length === 1 ? 'middle' : index === 0 ? 'start' : index === history.length - 1 ? 'end' : 'middle';
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className="rate-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{`Évolution mensuelle des taux — ${subject}`}</title>
        <desc id={descId}>
          {`Taux moyen observé chaque mois de ${formatLongMonth(first.month)} à ${formatLongMonth(last.month)}, avec la fourchette du taux le plus bas au plus haut. ` +
            `En ${formatLongMonth(last.month)}\u00a0: moyenne ${formatPercent(last.mean)}, de ${formatPercent(last.min)} à ${formatPercent(last.max)}.`}
        </desc>
        <g className="rate-chart__grid" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatPercent(tick, decimals)}
              </text>
            </g>
          ))}
          {labelled.map((index, position) => (
            // Every other month label gives way on a phone, where the labels are larger (directory.css).
            <text
              key={history[index]!.month}
              className={(labelled.length - 1 - position) % 2 === 1 ? 'rate-chart__minor' : undefined}
              x={x(index)}
              y={HEIGHT - MARGIN.bottom + 24}
              textAnchor={anchor(index)}
            >
              {formatMonth(history[index]!.month)}
            </text>
          ))}
        </g>
        <polygon className="rate-chart__band" points={band} aria-hidden="true" />
        <polyline className="rate-chart__line" points={line} aria-hidden="true" />
        <g className="rate-chart__points" aria-hidden="true">
          {history.map((month, index) => (
            <circle key={month.month} cx={x(index)} cy={y(month.mean)} r={history.length > 36 ? 2 : 3.5}>
              <title>{`${formatMonth(month.month)}\u00a0: ${formatPercent(month.mean)} (de ${formatPercent(month.min)} à ${formatPercent(month.max)})`}</title>
            </circle>
          ))}
        </g>
      </svg>
      <figcaption className="rate-chart__legend">
        <span className="rate-chart__key rate-chart__key--line" aria-hidden="true" /> Taux moyen
        <span className="rate-chart__key rate-chart__key--band" aria-hidden="true" /> Du plus bas au plus haut
      </figcaption>
      <details className="card rate-chart__table">
        <summary>Voir les chiffres du graphique</summary>
        <div className="table-scroll" role="region" aria-label="Historique mensuel des taux" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">Statistiques mensuelles des taux observés — {subject}</caption>
            <thead>
              <tr>
                <th scope="col">Mois</th>
                <th scope="col" className="numeric">
                  Taux moyen
                </th>
                <th scope="col" className="numeric">
                  Fourchette des taux
                </th>
                <th scope="col" className="numeric">
                  Nombre de relevés
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className="numeric">{formatPercent(month.mean)}</td>
                  <td className="numeric">
                    de {formatPercent(month.min)} à {formatPercent(month.max)}
                  </td>
                  <td className="numeric">{formatNumber(month.count, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
