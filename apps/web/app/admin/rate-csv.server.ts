import { CsvError, parse } from 'csv-parse/sync';
import { csvProblemMessage, rateImportDelimiter } from '@pretscope/core';

/** The back office reads a rate file whole: this many bytes at most (a few tens of thousands of lines). */
export const MAX_RATE_CSV_BYTES = 2 * 1024 * 1024;

/**
 * A rate import file's records as the CLI reads them (`pretscope import-rates`): the header's delimiter (« ; », tab
 * or « , »), a BOM left out, cells trimmed, empty lines skipped, each record with the line it starts on. A file the
 * CSV reader cannot read is a French reason with its line.
 */
export function rateCsvRecords(text: string): { ok: true; records: { line: number; cells: string[] }[] } | { ok: false; message: string } {
  try {
    const rows = parse(text, {
      delimiter: rateImportDelimiter(text),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { ok: true, records: rows.map(({ record, info }) => ({ line: info.lines, cells: record })) };
  } catch (error) {
    if (error instanceof CsvError)
      return {
        ok: false,
        message: `Ce fichier n’est pas un CSV valide (ligne ${(error as CsvError & { lines?: number }).lines ?? '?'})\u00a0: ${csvProblemMessage(error.code)}.`,
      };
    throw error;
  }
}

/** The records as the import use case reads them. */
export async function* recordsOf(records: readonly { line: number; cells: string[] }[]) {
  yield* records;
}
