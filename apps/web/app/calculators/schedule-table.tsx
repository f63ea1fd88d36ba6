import { formatEuros, type MonthRow, type ScheduleTotals, type YearRow } from '@pretscope/core';

/** Year rows or month rows of a core amortization schedule, as one accessible table with tabular figures. */
export function ScheduleTable({
  rows,
  period,
  caption,
  paymentLabel,
  debtLabel,
  footer,
}: {
  rows: readonly (YearRow | MonthRow)[];
  /** The first column's heading: « Année » or « Mois ». */
  period: string;
  caption: string;
  paymentLabel: string;
  debtLabel: string;
  /** Totals of the whole loan, in a footer row. */
  footer?: { totals: ScheduleTotals; amount: number };
}) {
  return (
    <table className="calc-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{period}</th>
          <th scope="col" className="numeric">
            {paymentLabel}
          </th>
          <th scope="col" className="numeric">
            Intérêts
          </th>
          <th scope="col" className="numeric">
            {debtLabel}
          </th>
          <th scope="col" className="numeric">
            Assurance
          </th>
          <th scope="col" className="numeric">
            Capital restant dû
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const index = 'year' in row ? row.year : row.month;
          return (
            <tr key={index}>
              <th scope="row">{index}</th>
              <td className="numeric">{formatEuros(row.payment)}</td>
              <td className="numeric">{formatEuros(row.interestPayment)}</td>
              <td className="numeric">{formatEuros(row.debtPayment)}</td>
              <td className="numeric">{formatEuros(row.insurance)}</td>
              <td className="numeric">{formatEuros(row.debtRest)}</td>
            </tr>
          );
        })}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="numeric">{formatEuros(footer.totals.payment)}</td>
            <td className="numeric">{formatEuros(footer.totals.interest)}</td>
            <td className="numeric">{formatEuros(footer.amount)}</td>
            <td className="numeric">{formatEuros(footer.totals.insurance)}</td>
            <td className="numeric">{formatEuros(0)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
