import type { DailyClicks } from '@pretscope/core';
import { useId } from 'react';
import { formatCount, formatDay } from './admin-format.ts';
import { axisMaximum } from './click-series.ts';

const WIDTH = 800;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };
const X_LABELS = 6;

/**
 * Outbound clicks per day as a server-rendered SVG bar chart (DESIGN.md: charts read without JavaScript and with a
 * screen reader: title, description, and the same figures in a table below).
 */
export function ClicksChart({ series, subject }: { series: readonly DailyClicks[]; subject: string }) {
  const id = useId();
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  const best = series.reduce<DailyClicks | null>((top, entry) => (top === null || entry.count > top.count ? entry : top), null);
  const max = axisMaximum(best?.count ?? 0);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, series.length);
  const y = (count: number) => MARGIN.top + plotHeight * (1 - count / max);
  const every = Math.max(1, Math.ceil(series.length / X_LABELS));
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <figure className="admin-chart-figure" style={{ margin: 0 }}>
      <svg className="admin-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{`Clics sortants par jour — ${subject}`}</title>
        <desc id={`${id}-desc`}>
          {first && last
            ? `Du ${formatDay(`${first.day}T12:00:00Z`)} au ${formatDay(`${last.day}T12:00:00Z`)}\u00a0: ${formatCount(total)} clic${total > 1 ? 's' : ''}${best && best.count > 0 ? `, au plus ${formatCount(best.count)} le ${formatDay(`${best.day}T12:00:00Z`)}` : ''}.`
            : 'Aucune donnée.'}
        </desc>
        <g aria-hidden="true">
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line className="axis" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {series.map((entry, index) => (
            <rect
              key={entry.day}
              className="bar"
              x={MARGIN.left + index * slot + slot * 0.15}
              width={Math.max(1, slot * 0.7)}
              y={y(entry.count)}
              height={Math.max(0, MARGIN.top + plotHeight - y(entry.count))}
            >
              <title>{`${formatDay(`${entry.day}T12:00:00Z`)}\u00a0: ${formatCount(entry.count)}`}</title>
            </rect>
          ))}
          {series.map((entry, index) =>
            (series.length - 1 - index) % every === 0 ? (
              <text
                key={`label-${entry.day}`}
                x={MARGIN.left + index * slot + slot / 2}
                y={HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
              >
                {formatDay(`${entry.day}T12:00:00Z`).slice(0, 5)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <details>
        <summary>Voir les chiffres par jour</summary>
        <table className="admin-table">
          <caption>{`Clics sortants par jour — ${subject}`}</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col" className="numeric">
                Clics
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.day}>
                <td>{formatDay(`${entry.day}T12:00:00Z`)}</td>
                <td className="numeric">{formatCount(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
