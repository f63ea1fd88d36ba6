import type { Actor } from '../access/access-policy.ts';
import type { ApiType } from '../api/api-types.ts';
import { toExportCell } from '../format/csv-line.ts';
import type { SheetWritten, SpreadsheetCell, SpreadsheetError, SpreadsheetExporter } from '../ports/spreadsheet-exporter.ts';
import { err, ok, type Result } from '../result.ts';
import { exportRows, type ExportError, type ExportRowsDeps } from './export-rows.ts';

/**
 * Google Sheets holds at most 10 million cells per spreadsheet, all its sheets together: one export may use half,
 * so that other sheets (and the next export of another table) still fit. Bigger tables go to CSV.
 */
export const SPREADSHEET_MAX_CELLS = 5_000_000;

export type SpreadsheetExportError = ExportError | SpreadsheetError | { type: 'spreadsheet/too-large'; cells: number; limit: number };

/**
 * Spec §7 googlesheet export: a model's rows, as an admin exports them (`exportRows`), written to the sheet named
 * after the model, header first.
 */
export async function exportToSpreadsheet(
  deps: ExportRowsDeps & { spreadsheets: SpreadsheetExporter },
  input: { actor: Actor; type: ApiType },
): Promise<Result<SheetWritten & { sheet: string }, SpreadsheetExportError>> {
  const table = await exportRows(deps, input);
  if (!table.ok) return table;
  const { columns, total, pages } = table.value;
  const cells = (total + 1) * columns.length;
  if (cells > SPREADSHEET_MAX_CELLS) return err({ type: 'spreadsheet/too-large', cells, limit: SPREADSHEET_MAX_CELLS });
  async function* batches(): AsyncGenerator<SpreadsheetCell[][]> {
    for await (const page of pages) yield page.map((row) => columns.map((column) => toExportCell(row[column])));
  }
  const written = await deps.spreadsheets.replaceSheet({ sheet: input.type, header: columns, expectedRows: total, batches: batches() });
  return written.ok ? ok({ ...written.value, sheet: input.type }) : written;
}
