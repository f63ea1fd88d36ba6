import { formatEuros, formatPercent } from '@pretscope/core';
import { ticksFromZero } from '../components/chart-scale.ts';
import { priceDropPoints, type CryptoLoan } from './crypto.ts';

const WIDTH = 720;
const HEIGHT = 320;
const PAD = { top: 24, right: 36, bottom: 72, left: 128 };

/**
 * A crypto-backed loan's collateral as the price falls, drawn on the server: its value from today's price down to
 * nothing, the loan amount, and the liquidation point, past which the lender may sell (`cryptoLoan`,
 * `priceDropPoints`). A titled, described SVG with a legend, and its figures in a table as the text alternative.
 */
export function LiquidationChart({
  loan,
}: {
  loan: Pick<CryptoLoan, 'loanAmount' | 'liquidationValue' | 'liquidationDrop'> & { collateral: number; threshold: number };
}) {
  const points = priceDropPoints(loan);
  const { ticks, top } = ticksFromZero(loan.collateral, 4);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (drop: number) => PAD.left + (drop / 100) * plotWidth;
  const y = (euros: number) => PAD.top + plotHeight * (1 - euros / top);
  const line = [...points.map((point) => `${x(point.drop).toFixed(1)},${y(point.value).toFixed(1)}`), `${x(100)},${y(0)}`].join(' ');
  const pointX = x(loan.liquidationDrop);
  const pointY = y(loan.liquidationValue);
  // The point's label goes right of it, or left when it is close to the right edge.
  const labelRight = pointX < WIDTH * 0.6;
  const threshold = formatPercent(loan.threshold, Number.isInteger(loan.threshold) ? 0 : 2);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="graphique-liquidation-titre graphique-liquidation-desc">
        <title id="graphique-liquidation-titre">Valeur du collatéral selon la baisse du cours</title>
        <desc id="graphique-liquidation-desc">
          {`Votre collatéral de ${formatEuros(loan.collateral)} perd de sa valeur comme le cours baisse. ` +
            `À ${formatPercent(loan.liquidationDrop)} de baisse, il ne vaut plus que ${formatEuros(loan.liquidationValue)}\u00a0: ` +
            `le LTV atteint ${threshold} et le prêteur peut le vendre. Montant du prêt\u00a0: ${formatEuros(loan.loanAmount)}.`}
        </desc>
        <g aria-hidden="true">
          <rect className="liquidation__zone" x={pointX} y={PAD.top} width={x(100) - pointX} height={plotHeight} />
          <g className="chart__grid">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
                <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {formatEuros(tick, 0)}
                </text>
              </g>
            ))}
            {[0, 20, 40, 60, 80, 100].map((drop) => (
              // The first label starts at the axis, clear of the euros' labels.
              <text key={drop} x={x(drop)} y={HEIGHT - PAD.bottom + 28} textAnchor={drop === 0 ? 'start' : 'middle'}>
                {formatPercent(drop, 0)}
              </text>
            ))}
            <text x={PAD.left + plotWidth / 2} y={HEIGHT - 8} textAnchor="middle">
              Baisse du cours
            </text>
          </g>
          <line className="liquidation__loan" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(loan.loanAmount)} y2={y(loan.loanAmount)} />
          <polyline className="liquidation__value" points={line} />
          <circle className="liquidation__point" cx={pointX} cy={pointY} r="8" />
          <text
            className="chart__strong"
            x={labelRight ? pointX + 14 : pointX - 14}
            y={pointY - 14}
            textAnchor={labelRight ? 'start' : 'end'}
          >
            {`Liquidation\u00a0: −${formatPercent(loan.liquidationDrop)}`}
          </text>
        </g>
      </svg>
      <figcaption className="chart__legend">
        <span>
          <span className="chart__key liquidation__key--value" aria-hidden="true" /> Valeur du collatéral
        </span>
        <span>
          <span className="chart__key liquidation__key--loan" aria-hidden="true" /> Montant du prêt
        </span>
        <span>
          <span className="chart__key liquidation__key--point" aria-hidden="true" /> Point de liquidation
        </span>
        <span>
          <span className="chart__key liquidation__key--zone" aria-hidden="true" /> Liquidation possible
        </span>
      </figcaption>
      <details className="card chart__table">
        <summary>Voir les chiffres du graphique</summary>
        <div className="table-scroll" role="region" aria-label="Valeur du collatéral selon la baisse du cours" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">Valeur du collatéral et LTV du prêt selon la baisse du cours</caption>
            <thead>
              <tr>
                <th scope="col">Baisse du cours</th>
                <th scope="col" className="numeric">
                  Valeur du collatéral
                </th>
                <th scope="col" className="numeric">
                  LTV
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.drop} className={point.liquidation ? 'liquidation__row' : undefined}>
                  <th scope="row">
                    {formatPercent(point.drop, point.liquidation ? 2 : 0)}
                    {point.liquidation ? ' (liquidation)' : ''}
                  </th>
                  <td className="numeric">{formatEuros(point.value)}</td>
                  <td className="numeric">{formatPercent(point.ltv)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
