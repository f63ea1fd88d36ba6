/**
 * One CSV record (RFC 4180) ending with CRLF: a field is quoted when it holds the delimiter, a quote, a line break
 * or leading/trailing spaces, and its quotes are doubled. Lives in core so that the API's download and the CLI's
 * export write the very same bytes.
 */
export function csvLine(cells: readonly string[], delimiter = ','): string {
  return `${cells.map((cell) => csvField(cell, delimiter)).join(delimiter)}\r\n`;
}

function csvField(text: string, delimiter: string): string {
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A value as one spreadsheet cell: numbers and booleans as they are, dates as ISO 8601 instants, lists of plain
 * values joined by ', ', other objects as JSON, nothing as an empty cell.
 */
export function toExportCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item)))
    return value.join(', ');
  return JSON.stringify(value);
}

/**
 * A cell as CSV text a spreadsheet program opens without running it: text beginning with =, +, -, @, a tab or a
 * carriage return is a formula to Excel or LibreOffice (CSV injection, OWASP), so it gets a leading apostrophe,
 * which those programs show as text. Visitors write leads and messages: their words must stay words. Numbers
 * stay numbers (a negative rate is not a formula).
 */
export function toCsvText(value: unknown): string {
  const cell = toExportCell(value);
  if (typeof cell !== 'string') return String(cell);
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
