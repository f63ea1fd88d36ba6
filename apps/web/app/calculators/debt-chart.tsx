import { formatEuros } from '@pretscope/core';

const WIDTH = 720;
const HEIGHT = 300;
// Room on the left for « 300 000 € » in the larger labels of a phone (calculators.css).
const PAD = { top: 16, right: 16, bottom: 64, left: 128 };

/**
 * Remaining debt at the end of each year, drawn on the server: a titled, described SVG (read without JavaScript
 * and by screen readers), with the yearly table of the page as its fallback (`tableId`).
 */
export function DebtChart({
  amount,
  years,
  tableId,
}: {
  amount: number;
  years: readonly { year: number; debtRest: number }[];
  tableId: string;
}) {
  const points = [{ year: 0, debtRest: amount }, ...years];
  const last = points.at(-1)?.year ?? 1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (year: number) => PAD.left + (year / Math.max(1, last)) * plotWidth;
  const y = (debt: number) => PAD.top + plotHeight - (amount > 0 ? debt / amount : 0) * plotHeight;
  const line = points.map((point) => `${x(point.year).toFixed(1)},${y(point.debtRest).toFixed(1)}`).join(' ');
  const area = `${x(0).toFixed(1)},${y(0).toFixed(1)} ${line} ${x(last).toFixed(1)},${y(0).toFixed(1)}`;
  const half = points[Math.min(points.length - 1, Math.round(last / 2))];
  const step = last > 20 ? 5 : last > 10 ? 2 : 1;
  const ticks = points.filter((point) => point.year % step === 0 || point.year === last);
  return (
    <figure className="debt-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="graphique-dette-titre graphique-dette-desc">
        <title id="graphique-dette-titre">Capital restant dû à la fin de chaque année</title>
        <desc id="graphique-dette-desc">
          {`Le capital restant dû part de ${formatEuros(amount, 0)} et descend jusqu’à 0\u00a0€ en ${last}\u00a0an${last > 1 ? 's' : ''}`}
          {half ? `; il reste ${formatEuros(half.debtRest, 0)} après ${half.year}\u00a0an${half.year > 1 ? 's' : ''}` : ''}
          {'. Le tableau par année donne chaque valeur.'}
        </desc>
        {[0, 0.25, 0.5, 0.75, 1].map((share) => (
          <g key={share} aria-hidden="true">
            <line className="debt-chart__grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(amount * share)} y2={y(amount * share)} />
            <text className="debt-chart__label" x={PAD.left - 8} y={y(amount * share)} dy="0.32em" textAnchor="end">
              {formatEuros(amount * share, 0)}
            </text>
          </g>
        ))}
        <polygon className="debt-chart__area" points={area} aria-hidden="true" />
        <polyline className="debt-chart__line" points={line} aria-hidden="true" />
        {ticks.map((point) => (
          <text
            key={point.year}
            className="debt-chart__label"
            x={x(point.year)}
            y={HEIGHT - PAD.bottom + 26}
            // Year 0 starts at the axis, clear of the euros' labels.
            textAnchor={point.year === 0 ? 'start' : 'middle'}
            aria-hidden="true"
          >
            {point.year}
          </text>
        ))}
        <text className="debt-chart__label" x={PAD.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" aria-hidden="true">
          Années
        </text>
      </svg>
      <figcaption className="muted">
        Capital restant dû par année. <a href={`#${tableId}`}>Voir le tableau des valeurs</a>.
      </figcaption>
    </figure>
  );
}
