import { formatPercent, type BorrowingCapacity } from '@pretscope/core';

// Narrower than the other charts: the gauge's few words stay large on a phone (its own label sizes: calculators.css).
const WIDTH = 600;
const HEIGHT = 132;
const PAD = { left: 32, right: 32 };
const BAR = { top: 52, height: 32 };

/**
 * The debt ratio as a horizontal gauge drawn on the server: the existing loans' share of the income, the new loan's
 * after it, and the country's limit marked (core's `borrowingCapacity`: `chargesRatio`, `debtRatio`,
 * `maxDebtRatio`). A titled, described SVG with a legend, and its figures in a table as the text alternative.
 */
export function DebtRatioGauge({
  capacity,
  country,
}: {
  capacity: Pick<BorrowingCapacity, 'debtRatio' | 'chargesRatio' | 'maxDebtRatio'>;
  /** The country whose limit applies, in French (« Luxembourg »). */
  country: string;
}) {
  const { debtRatio, chargesRatio, maxDebtRatio } = capacity;
  const loanRatio = Math.max(0, debtRatio - chargesRatio);
  // Up to 50 %, or further when a ratio or the limit is higher, in steps of 10 %.
  const tenths = Math.ceil(Math.max(0.5, debtRatio, maxDebtRatio) * 10 - 1e-9);
  const scale = tenths / 10;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const x = (ratio: number) => PAD.left + (Math.min(Math.max(ratio, 0), scale) / scale) * plotWidth;
  const percent = (ratio: number, decimals = 2) => formatPercent(ratio * 100, decimals);
  const limitX = x(maxDebtRatio);
  // « 40 % », but « 33,33 % » for Belgium's third.
  const wholePercent = Math.abs(maxDebtRatio * 100 - Math.round(maxDebtRatio * 100)) < 1e-9;
  const limitLabel = `Limite (${country})\u00a0: ${percent(maxDebtRatio, wholePercent ? 0 : 2)}`;
  const summary =
    `Taux d’endettement de ${percent(debtRatio)} pour une limite de ${percent(maxDebtRatio)} (${country})\u00a0: ` +
    `${percent(chargesRatio)} pour les crédits en cours et ${percent(loanRatio)} pour le nouveau prêt.`;
  const rows = [
    { label: 'Crédits en cours', ratio: chargesRatio },
    { label: 'Nouveau prêt', ratio: loanRatio },
    { label: 'Taux d’endettement', ratio: debtRatio },
    { label: `Limite (${country})`, ratio: maxDebtRatio },
  ];
  return (
    <figure className="chart gauge">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="jauge-titre jauge-desc">
        <title id="jauge-titre">Taux d’endettement</title>
        <desc id="jauge-desc">{summary}</desc>
        <g aria-hidden="true">
          <rect className="gauge__track" x={PAD.left} y={BAR.top} width={plotWidth} height={BAR.height} rx="4" />
          <rect className="gauge__charges" x={PAD.left} y={BAR.top} width={x(chargesRatio) - PAD.left} height={BAR.height} />
          <rect className="gauge__loan" x={x(chargesRatio)} y={BAR.top} width={x(debtRatio) - x(chargesRatio)} height={BAR.height} />
          {Array.from({ length: tenths + 1 }, (_, tenth) => (
            <g key={tenth} className="chart__grid">
              <line x1={x(tenth / 10)} x2={x(tenth / 10)} y1={BAR.top + BAR.height} y2={BAR.top + BAR.height + 8} />
              <text x={x(tenth / 10)} y={HEIGHT - 8} textAnchor="middle">
                {formatPercent(tenth * 10, 0)}
              </text>
            </g>
          ))}
          <line className="gauge__limit" x1={limitX} x2={limitX} y1={BAR.top - 12} y2={BAR.top + BAR.height + 12} />
          <text
            className="chart__strong"
            x={limitX > WIDTH / 2 ? limitX - 8 : limitX + 8}
            y={BAR.top - 20}
            textAnchor={limitX > WIDTH / 2 ? 'end' : 'start'}
          >
            {limitLabel}
          </text>
        </g>
      </svg>
      <figcaption className="chart__legend">
        <span>
          <span className="chart__key chart__key--capital" aria-hidden="true" /> Crédits en cours
        </span>
        <span>
          <span className="chart__key chart__key--interest" aria-hidden="true" /> Nouveau prêt
        </span>
        <span>
          <span className="chart__key gauge__key--limit" aria-hidden="true" /> Limite du pays
        </span>
      </figcaption>
      <p className="gauge__summary">{summary}</p>
      <details className="card chart__table">
        <summary>Voir les chiffres du graphique</summary>
        <table className="data-table">
          <caption className="visually-hidden">Part du revenu net de chaque poste du taux d’endettement, et limite du pays</caption>
          <thead>
            <tr>
              <th scope="col">Poste</th>
              <th scope="col" className="numeric">
                Part du revenu net
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="numeric">{percent(row.ratio)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
