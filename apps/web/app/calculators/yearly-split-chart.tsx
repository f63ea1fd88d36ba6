import { formatEuros, type YearRow } from '@pretscope/core';
import { ticksFromZero } from '../components/chart-scale.ts';

const WIDTH = 720;
const HEIGHT = 320;
const PAD = { top: 16, right: 8, bottom: 64, left: 128 };

const yearsLabel = (count: number) => `${count}\u00a0an${count > 1 ? 's' : ''}`;

/**
 * What each year of the loan repays, as stacked bars drawn on the server: the capital at the bottom, the interest on
 * top (core's year rows, `amortizationSchedule`). A titled, described SVG, with the page's yearly table
 * (`tableId`) as its text alternative. It renders from the view's data alone, on the server and as the visitor types.
 */
export function YearlySplitChart({
  years,
  amount,
  totalInterest,
  tableId,
}: {
  years: readonly Pick<YearRow, 'year' | 'debtPayment' | 'interestPayment'>[];
  amount: number;
  totalInterest: number;
  tableId: string;
}) {
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return null;
  const { ticks, top } = ticksFromZero(Math.max(...years.map((row) => row.debtPayment + row.interestPayment)), 4);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (euros: number) => PAD.top + plotHeight * (1 - euros / top);
  const band = plotWidth / years.length;
  const bar = band * (years.length > 30 ? 0.8 : 0.68);
  const step = years.length > 20 ? 5 : years.length > 10 ? 2 : 1;
  const split = (year: Pick<YearRow, 'debtPayment' | 'interestPayment'>) =>
    `${formatEuros(year.debtPayment, 0)} de capital et ${formatEuros(year.interestPayment, 0)} d’intérêts`;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="graphique-annuel-titre graphique-annuel-desc">
        <title id="graphique-annuel-titre">Capital et intérêts remboursés chaque année</title>
        <desc id="graphique-annuel-desc">
          {`En ${yearsLabel(last.year)}, vous remboursez ${formatEuros(amount, 0)} de capital et ${formatEuros(totalInterest, 0)} d’intérêts. ` +
            `Année ${first.year}\u00a0: ${split(first)}${last === first ? '' : `\u202f; année ${last.year}\u00a0: ${split(last)}`}. Le tableau par année donne chaque valeur.`}
        </desc>
        <g className="chart__grid" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatEuros(tick, 0)}
              </text>
            </g>
          ))}
          {years
            .filter((year) => year.year === 1 || year.year % step === 0)
            .map((year) => (
              <text key={year.year} x={PAD.left + (year.year - 0.5) * band} y={HEIGHT - PAD.bottom + 26} textAnchor="middle">
                {year.year}
              </text>
            ))}
          <text x={PAD.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">
            Année du prêt
          </text>
        </g>
        <g aria-hidden="true">
          {years.map((year, index) => {
            const x = PAD.left + index * band + (band - bar) / 2;
            const capitalTop = y(year.debtPayment);
            const total = y(year.debtPayment + year.interestPayment);
            return (
              <g key={year.year}>
                <title>{`Année ${year.year}\u00a0: ${split(year)}`}</title>
                <rect className="chart__capital" x={x} y={capitalTop} width={bar} height={Math.max(0, y(0) - capitalTop)} />
                <rect className="chart__interest" x={x} y={total} width={bar} height={Math.max(0, capitalTop - total)} />
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption className="chart__legend">
        <span>
          <span className="chart__key chart__key--capital" aria-hidden="true" /> Capital remboursé
        </span>
        <span>
          <span className="chart__key chart__key--interest" aria-hidden="true" /> Intérêts
        </span>
        <a href={`#${tableId}`}>Voir le tableau des valeurs</a>
      </figcaption>
    </figure>
  );
}
