import { formatNumber, type MonthRow } from '@pretscope/core';
import { Link, useLocation } from 'react-router';
import { ScheduleTable } from './schedule-table.tsx';

/** The query parameter that asks the simulation for its month-by-month table. */
export const MONTHLY_TABLE_PARAM = 'tableau';
export const MONTHLY_TABLE_VALUE = 'mois';

/** Whether the request asks for the month-by-month table (the loader sends its rows only then). */
export function wantsMonthlyTable(source: URL | URLSearchParams): boolean {
  return (source instanceof URL ? source.searchParams : source).get(MONTHLY_TABLE_PARAM) === MONTHLY_TABLE_VALUE;
}

/**
 * The simulation's month-by-month table, sent only when asked for: up to 420 rows of six figures would otherwise
 * triple the page's elements and its hydration data for every visitor, when most read the yearly table. The toggle
 * is a plain link to the same simulation with `?tableau=mois` (it works without JavaScript and can be shared); with
 * JavaScript React Router loads the rows without reloading the page. It stays the same element when it flips, so a
 * keyboard user keeps the focus on it.
 */
export function MonthlySchedule({
  months,
  monthCount,
  search: current,
}: {
  months: readonly MonthRow[] | null;
  monthCount: number;
  /** The page's query as the visitor's typing left it (the live calculator keeps it), else the router's. */
  search?: string;
}) {
  const location = useLocation();
  const open = months !== null;
  const query = new URLSearchParams(current ?? location.search);
  if (open) query.delete(MONTHLY_TABLE_PARAM);
  else query.set(MONTHLY_TABLE_PARAM, MONTHLY_TABLE_VALUE);
  const search = query.toString();
  const count = `${formatNumber(monthCount, 0)}\u00a0mensualité${monthCount > 1 ? 's' : ''}`;
  return (
    <section className="card calc-details" aria-labelledby="tableau-mensuel">
      <h2 id="tableau-mensuel">Tableau d’amortissement par mois</h2>
      <p>
        <Link
          className="calc-details__toggle"
          to={{ pathname: location.pathname, search: search ? `?${search}` : '', hash: open ? '' : 'tableau-mensuel' }}
          replace
          preventScrollReset={open}
          aria-expanded={open}
          aria-controls={open ? 'tableau-mensuel-lignes' : undefined}
        >
          {open ? `Masquer les ${count}` : `Afficher les ${count}`}
        </Link>
      </p>
      {open ? (
        // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too.
        <div className="calc-table-wrap" id="tableau-mensuel-lignes" role="region" aria-labelledby="tableau-mensuel" tabIndex={0}>
          <ScheduleTable
            rows={months}
            period="Mois"
            caption="Chaque mensualité : intérêts, capital remboursé, assurance et capital restant dû"
            paymentLabel="Mensualité"
            debtLabel="Capital"
          />
        </div>
      ) : null}
    </section>
  );
}
