import { monthLabel, shortMonthLabel, type ReportFigures } from '@pretscope/core';
import { useId } from 'react';
import { formatCount } from './admin-format.ts';
import { formatRank, formatRate } from './advertiser-report-format.ts';
import { axisMaximum } from './click-series.ts';

/** The advertiser's chart spans the page; each product's is half as wide, drawn smaller so that its text stays legible. */
const SIZES = {
  wide: { WIDTH: 720, HEIGHT: 240, MARGIN: { top: 14, right: 56, bottom: 34, left: 72 } },
  compact: { WIDTH: 440, HEIGHT: 200, MARGIN: { top: 12, right: 40, bottom: 30, left: 52 } },
} as const;

type MonthFigures = { month: string } & ReportFigures;

/**
 * Twelve months of a product (or of the whole advertiser) as a server-rendered SVG: impressions as bars on the left
 * scale, clicks as a line on the right scale (they are a hundred times fewer). Title, description and the same
 * figures in a table below, for screen readers and for reading without the chart (DESIGN.md).
 */
export function ReportChart({ series, subject, compact = false }: { series: readonly MonthFigures[]; subject: string; compact?: boolean }) {
  const id = useId();
  const { WIDTH, HEIGHT, MARGIN } = SIZES[compact ? 'compact' : 'wide'];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const maxImpressions = axisMaximum(Math.max(0, ...series.map((entry) => entry.impressions)));
  const maxClicks = axisMaximum(Math.max(0, ...series.map((entry) => entry.clicks)));
  const slot = plotWidth / Math.max(1, series.length);
  const left = (value: number) => MARGIN.top + plotHeight * (1 - value / maxImpressions);
  const right = (value: number) => MARGIN.top + plotHeight * (1 - value / maxClicks);
  const centre = (index: number) => MARGIN.left + index * slot + slot / 2;
  const impressions = series.reduce((sum, entry) => sum + entry.impressions, 0);
  const clicks = series.reduce((sum, entry) => sum + entry.clicks, 0);
  const requests = series.reduce((sum, entry) => sum + entry.requests, 0);
  const first = series[0];
  const last = series[series.length - 1];
  const title = `Affichages et clics par mois — ${subject}`;
  return (
    <figure className={`admin-chart-figure report-chart report-chart--${compact ? 'compact' : 'wide'}`} style={{ margin: 0 }}>
      <svg className="admin-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {first && last
            ? `De ${monthLabel(first.month)} à ${monthLabel(last.month)}\u00a0: ${formatCount(impressions)}\u00a0affichage${impressions > 1 ? 's' : ''}, ${formatCount(clicks)}\u00a0clic${clicks > 1 ? 's' : ''} et ${formatCount(requests)}\u00a0demande${requests > 1 ? 's' : ''}.`
            : 'Aucune donnée.'}
        </desc>
        <g aria-hidden="true">
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line
                className="axis"
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={left(share * maxImpressions)}
                y2={left(share * maxImpressions)}
              />
              <text x={MARGIN.left - 6} y={left(share * maxImpressions)} dy="0.32em" textAnchor="end">
                {formatCount(share * maxImpressions)}
              </text>
              <text className="clicks-scale" x={WIDTH - MARGIN.right + 6} y={right(share * maxClicks)} dy="0.32em" textAnchor="start">
                {formatCount(share * maxClicks)}
              </text>
            </g>
          ))}
          {series.map((entry, index) => (
            <rect
              key={entry.month}
              className="bar bar--impressions"
              x={MARGIN.left + index * slot + slot * 0.2}
              width={Math.max(1, slot * 0.6)}
              y={left(entry.impressions)}
              height={Math.max(0, MARGIN.top + plotHeight - left(entry.impressions))}
            >
              <title>{`${monthLabel(entry.month)}\u00a0: ${formatCount(entry.impressions)}\u00a0affichage${entry.impressions > 1 ? 's' : ''}`}</title>
            </rect>
          ))}
          <polyline className="clicks-line" points={series.map((entry, index) => `${centre(index)},${right(entry.clicks)}`).join(' ')} />
          {series.map((entry, index) => (
            <circle key={`c-${entry.month}`} className="clicks-dot" cx={centre(index)} cy={right(entry.clicks)} r={3.5}>
              <title>{`${monthLabel(entry.month)}\u00a0: ${formatCount(entry.clicks)}\u00a0clic${entry.clicks > 1 ? 's' : ''}`}</title>
            </circle>
          ))}
          {/* A compact chart names every other month (the last one always): twelve names would run into each other. */}
          {series.map((entry, index) =>
            (series.length - 1 - index) % (compact ? 2 : 1) === 0 ? (
              <text key={`m-${entry.month}`} x={centre(index)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
                {shortMonthLabel(entry.month)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <p className="report-legend" aria-hidden="true">
        <span className="report-legend__impressions">Affichages (échelle de gauche)</span>
        <span className="report-legend__clicks">Clics (échelle de droite)</span>
      </p>
      <details>
        <summary>Voir les chiffres par mois</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Mois</th>
                <th scope="col" className="numeric">
                  Affichages
                </th>
                <th scope="col" className="numeric">
                  Clics
                </th>
                <th scope="col" className="numeric">
                  Demandes
                </th>
                <th scope="col" className="numeric">
                  Taux de clic
                </th>
                <th scope="col" className="numeric">
                  Rang moyen
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((entry) => (
                <tr key={entry.month}>
                  <th scope="row">{monthLabel(entry.month)}</th>
                  <td className="numeric">{formatCount(entry.impressions)}</td>
                  <td className="numeric">{formatCount(entry.clicks)}</td>
                  <td className="numeric">{formatCount(entry.requests)}</td>
                  <td className="numeric">{formatRate(entry.clickThroughRate)}</td>
                  <td className="numeric">{formatRank(entry.averageRank)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
