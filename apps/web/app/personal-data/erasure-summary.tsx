import { PERSONAL_DATA_TABLE_LABELS, PERSONAL_DATA_TABLES, formatNumber, type PersonalDataTable } from '@pretscope/core';

/** What a copy or an erasure covered, table by table, in French (the pages after confirming, and the back office). */
export function PersonalDataCounts({
  counts,
  caption,
  className,
}: {
  counts: Partial<Record<PersonalDataTable, number>>;
  caption: string;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption className="muted">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Données</th>
          <th scope="col" className="numeric">
            Enregistrements
          </th>
        </tr>
      </thead>
      <tbody>
        {PERSONAL_DATA_TABLES.map((table) => (
          <tr key={table}>
            <th scope="row">{PERSONAL_DATA_TABLE_LABELS[table].charAt(0).toUpperCase() + PERSONAL_DATA_TABLE_LABELS[table].slice(1)}</th>
            <td className="numeric">{formatNumber(counts[table] ?? 0, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
