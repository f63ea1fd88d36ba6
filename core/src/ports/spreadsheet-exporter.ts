import type { Result } from '../result.ts';

/** One cell as a spreadsheet keeps it: text stays text (never read as a formula), numbers and booleans as such. */
export type SpreadsheetCell = string | number | boolean;

export type SpreadsheetError =
  /** The service answered with a refusal: credentials, access to the spreadsheet, a missing spreadsheet, a quota. */
  | { type: 'spreadsheet/refused'; status: number; detail: string }
  /** The service could not be reached or did not answer in time. */
  | { type: 'spreadsheet/unreachable'; detail: string };

export interface SheetWritten {
  /** Where a person opens the sheet. */
  url: string;
  /** Data rows written, the header not counted. */
  rows: number;
}

/**
 * Writes a table to an online spreadsheet (Google Sheets with a service account in production, a local stand-in
 * in tests). The sheet named `sheet` is created when missing and its previous content replaced entirely.
 */
export interface SpreadsheetExporter {
  replaceSheet(input: {
    sheet: string;
    header: readonly string[];
    expectedRows: number;
    batches: AsyncIterable<SpreadsheetCell[][]>;
  }): Promise<Result<SheetWritten, SpreadsheetError>>;
}
