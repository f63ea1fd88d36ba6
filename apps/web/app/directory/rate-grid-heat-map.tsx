import { formatDuration, formatEuros, formatPercent, type DurationUnit } from '@pretscope/core';
import { gridKey, rateHeat, type RateGrid } from './rate-grid.ts';

/**
 * A product's current rates as a heat map that is also their table: each cell shows its rate on a colour from light
 * (lowest rate of the grid) to dark (highest), the legend above says which rates each colour covers (`rateHeat`).
 * The colour only repeats the number in the cell, so the table reads the same without it.
 */
export function RateGridHeatMap({ grid, durationUnit }: { grid: RateGrid; durationUnit: DurationUnit | (string & {}) }) {
  const { bands, bandOf } = rateHeat(grid);
  return (
    <>
      <div className="heat-legend">
        <p className="heat-legend__title">Du taux le plus bas (clair) au plus haut (foncé)</p>
        <ul>
          {bands.map((band) => (
            <li key={band.from}>
              <span className={`heat-legend__key heat--${band.shade}`} aria-hidden="true" />
              {band.from === band.to ? formatPercent(band.from) : `${formatPercent(band.from)} à ${formatPercent(band.to)}`}
            </li>
          ))}
        </ul>
      </div>
      <div className="table-scroll" role="region" aria-label="Grille des taux actuels" tabIndex={0}>
        <table className="data-table rate-grid">
          <caption className="visually-hidden">Taux par montant (lignes) et durée (colonnes), colorés du plus bas au plus haut</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                Montant
              </th>
              {grid.durations.map((duration) => (
                <th key={duration} scope="col" className="numeric">
                  {formatDuration(duration, durationUnit)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.amounts.map((amount) => (
              <tr key={amount}>
                <th scope="row" className="numeric">
                  {formatEuros(amount, 0)}
                </th>
                {grid.durations.map((duration) => {
                  const key = gridKey(amount, duration);
                  const rate = grid.rates[key];
                  const band = bandOf[key];
                  return rate === undefined || band === undefined ? (
                    <td key={duration} className="numeric">
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">non observé</span>
                    </td>
                  ) : (
                    <td key={duration} className={`numeric heat--${bands[band]?.shade ?? 0}`}>
                      {formatPercent(rate)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
