/**
 * How a rate import file is read, wherever it comes from (the CLI's file, the back office's upload or paste): its
 * delimiter is the one its header line uses most among « ; » (French spreadsheets), a tab and « , ».
 */
export function rateImportDelimiter(text: string): ';' | '\t' | ',' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const count = (character: string) => header.split(character).length - 1;
  const [best] = ([';', '\t', ','] as const).toSorted((a, b) => count(b) - count(a));
  return best && count(best) > 0 ? best : ',';
}

/** The CSV reader's (csv-parse) error codes as an editor reads them. */
const CSV_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'un guillemet ouvert n’est jamais fermé',
  CSV_INVALID_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autre chose qu’un séparateur',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autre chose qu’un séparateur',
  INVALID_OPENING_QUOTE: 'un guillemet s’ouvre au milieu d’une valeur',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'le nombre de colonnes varie',
};

/** Why a CSV could not be read, in French, from the reader's error code. */
export function csvProblemMessage(code: string): string {
  return CSV_PROBLEMS[code] ?? `format illisible (${code})`;
}
