import { err, ok, type Result, type SpreadsheetCell, type SpreadsheetError, type SpreadsheetExporter } from '@pretscope/core';
import { callService } from './call-service.ts';
import { createServiceAccountTokens } from './service-account-token.ts';

export interface GoogleSheetsOptions {
  /** The spreadsheet's id (the long part of its URL); the service account must be allowed to edit it. */
  spreadsheetId: string;
  clientEmail: string;
  /** PEM; `\n` written literally (as environment variables often carry it) is read as a line break. */
  privateKey: string;
  /** The Sheets API's origin; a local stand-in in tests. */
  apiUrl?: string;
  /** The OAuth token endpoint; a local stand-in in tests. */
  tokenUrl?: string;
  /** Per call to Google. */
  timeoutMs?: number;
  /** Rows per values.update call: Google advises payloads of about 2 MB at most. */
  rowsPerRequest?: number;
  /** Waits before retrying a call that met a quota or a passing server error. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
}

export const GOOGLE_SHEETS_API_URL = 'https://sheets.googleapis.com';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';

interface SheetProperties {
  sheetId: number;
  title: string;
  gridProperties?: { rowCount?: number; columnCount?: number };
}

/**
 * The SpreadsheetExporter on Google Sheets (REST API v4, service account): the sheet named after the table is
 * created when missing (header row frozen), sized to the rows, cleared, then written in chunks with
 * values.update. Values go as RAW, so text that looks like a formula stays text.
 */
export function createGoogleSheetsExporter(options: GoogleSheetsOptions): SpreadsheetExporter {
  const apiUrl = (options.apiUrl ?? GOOGLE_SHEETS_API_URL).replace(/\/$/, '');
  const call = { timeoutMs: options.timeoutMs ?? 30_000, retryDelaysMs: options.retryDelaysMs ?? [1_000, 4_000] };
  const rowsPerRequest = options.rowsPerRequest ?? 2_000;
  const tokens = createServiceAccountTokens({
    clientEmail: options.clientEmail,
    privateKey: options.privateKey.replaceAll('\\n', '\n'),
    tokenUrl: options.tokenUrl ?? GOOGLE_OAUTH_TOKEN_URL,
    now: options.now,
    ...call,
  });
  const spreadsheet = `${apiUrl}/v4/spreadsheets/${encodeURIComponent(options.spreadsheetId)}`;

  async function api(path: string, init: RequestInit & { retry?: boolean } = {}): Promise<Result<unknown, SpreadsheetError>> {
    const token = await tokens.accessToken();
    if (!token.ok) return token;
    const answer = await callService(
      `${spreadsheet}${path}`,
      { ...init, headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/json' } },
      { ...call, retry: init.retry },
    );
    // A token revoked or expired early: the next export starts with a fresh one.
    if (!answer.ok && answer.error.type === 'spreadsheet/refused' && answer.error.status === 401) tokens.forget();
    return answer;
  }

  const batchUpdate = (requests: unknown[], retry = true) =>
    api(':batchUpdate', { method: 'POST', body: JSON.stringify({ requests }), retry });
  const resize = (sheetId: number, rowCount: number, columnCount: number) =>
    batchUpdate([
      {
        updateSheetProperties: {
          properties: { sheetId, gridProperties: { rowCount, columnCount } },
          fields: 'gridProperties.rowCount,gridProperties.columnCount',
        },
      },
    ]);

  return {
    async replaceSheet({ sheet, header, expectedRows, batches }) {
      const columnCount = Math.max(header.length, 1);
      // The header is frozen, and Google keeps at least one row below frozen rows.
      let gridRows = Math.max(expectedRows + 1, 2);
      const found = await api('?fields=sheets.properties(sheetId,title,gridProperties(rowCount,columnCount))');
      if (!found.ok) return found;
      const existing = ((found.value as { sheets?: { properties: SheetProperties }[] }).sheets ?? []).find(
        (s) => s.properties.title === sheet,
      )?.properties;
      let sheetId: number;
      if (existing) {
        sheetId = existing.sheetId;
        const resized = await resize(sheetId, gridRows, columnCount);
        if (!resized.ok) return resized;
      } else {
        // Not retried: a retry after a lost answer would try to add the sheet twice.
        const added = await batchUpdate(
          [{ addSheet: { properties: { title: sheet, gridProperties: { rowCount: gridRows, columnCount, frozenRowCount: 1 } } } }],
          false,
        );
        if (!added.ok) return added;
        const properties = (added.value as { replies?: { addSheet?: { properties?: SheetProperties } }[] }).replies?.[0]?.addSheet
          ?.properties;
        if (!properties) return err({ type: 'spreadsheet/refused', status: 502, detail: 'addSheet answered without the new sheet' });
        sheetId = properties.sheetId;
      }
      const quoted = `'${sheet.replaceAll("'", "''")}'`;
      const cleared = await api(`/values/${encodeURIComponent(quoted)}:clear`, { method: 'POST', body: '{}' });
      if (!cleared.ok) return cleared;

      let nextRow = 1;
      let chunk: SpreadsheetCell[][] = [[...header]];
      const flush = async (): Promise<Result<true, SpreadsheetError>> => {
        if (chunk.length === 0) return ok(true);
        const lastRow = nextRow + chunk.length - 1;
        // values.update does not add rows: the grid grows first when more rows came than were counted.
        if (lastRow > gridRows) {
          const grown = await resize(sheetId, lastRow, columnCount);
          if (!grown.ok) return grown;
          gridRows = lastRow;
        }
        const range = `${quoted}!A${nextRow}`;
        const written = await api(`/values/${encodeURIComponent(range)}?valueInputOption=RAW`, {
          method: 'PUT',
          body: JSON.stringify({ range, majorDimension: 'ROWS', values: chunk }),
        });
        if (!written.ok) return written;
        nextRow = lastRow + 1;
        chunk = [];
        return ok(true);
      };
      for await (const batch of batches) {
        for (const row of batch) {
          chunk.push(row);
          if (chunk.length >= rowsPerRequest) {
            const flushed = await flush();
            if (!flushed.ok) return flushed;
          }
        }
      }
      const flushed = await flush();
      if (!flushed.ok) return flushed;
      const rows = nextRow - 2;
      // Fewer rows than counted (deleted meanwhile): no empty rows left at the bottom.
      if (gridRows > Math.max(rows + 1, 2)) {
        const trimmed = await resize(sheetId, Math.max(rows + 1, 2), columnCount);
        if (!trimmed.ok) return trimmed;
      }
      return ok({ url: `https://docs.google.com/spreadsheets/d/${encodeURIComponent(options.spreadsheetId)}/edit#gid=${sheetId}`, rows });
    },
  };
}
