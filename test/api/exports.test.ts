import { exportColumns } from '@pretscope/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSheetsStandIn, type SheetsStandIn } from '../../adapters/sheets-google/src/sheets-stand-in.test-support.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers read in tests

/**
 * Whole-table exports through the real server: the CSV download, and the Google Sheets export against a local
 * stand-in of Google's token endpoint and Sheets API (GOOGLE_SHEETS_* pointing at it).
 */
describe('exports for admins', () => {
  let server: TestServer;
  let google: SheetsStandIn;

  beforeAll(async () => {
    google = await startSheetsStandIn();
    server = await startTestServer('sqlite', {
      GOOGLE_SHEETS_SPREADSHEET_ID: google.spreadsheetId,
      GOOGLE_SHEETS_CLIENT_EMAIL: google.clientEmail,
      // As an environment variable usually carries it: on one line with \n written out.
      GOOGLE_SHEETS_PRIVATE_KEY: google.privateKey.replaceAll('\n', '\\n'),
      GOOGLE_SHEETS_API_URL: google.url,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    });
    // A visitor's lead whose message a spreadsheet would run as a formula.
    const lead = await server.api('/leads', {
      method: 'POST',
      json: {
        data: {
          type: 'leads',
          attributes: {
            kind: 'contact',
            firstName: 'Léa',
            lastName: 'Müller',
            email: 'lea@example.org',
            country: 'LUX',
            message: '=HYPERLINK("http://evil.example","Cliquez")',
            consent: { given: true, text: 'J’accepte d’être recontactée.', version: '2026-11' },
          },
        },
      },
    });
    if (lead.status !== 201) throw new Error(`lead: ${lead.status} ${await lead.text()}`);
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  async function csv(type: string): Promise<{ response: Response; bytes: Uint8Array; text: string; rows: string[][] }> {
    const response = await server.api(`/export/${type}.csv`, { token: server.adminToken });
    const bytes = new Uint8Array(await response.arrayBuffer());
    // TextDecoder drops the byte order mark, as spreadsheet programs do once they have read it.
    const text = new TextDecoder().decode(bytes);
    return { response, bytes, text, rows: response.status === 200 ? (parse(text) as string[][]) : [] };
  }

  it('downloads every row of a type as CSV: UTF-8 with a BOM, the columns of the allow-list, one line per record', async () => {
    const { response, bytes, text, rows } = await csv('products');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pretscope-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('id,name,slug,')).toBe(true);
    expect(rows[0]).toEqual(exportColumns('products'));
    const count = ((await (await server.api('/products/count', { token: server.adminToken })).json()) as Json).meta.count;
    expect(count).toBeGreaterThan(20);
    expect(rows.length - 1).toBe(count);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(count);
    // The same values as the API answers an admin.
    const first = ((await (await server.api(`/products/${rows[1]?.[0]}`, { token: server.adminToken })).json()) as Json).data.attributes;
    const column = (name: string) => rows[1]?.[exportColumns('products').indexOf(name)];
    expect([column('name'), column('slug'), column('aprValue'), column('isActive'), column('modifiedAt')]).toEqual([
      first.name,
      first.slug,
      String(first.aprValue),
      String(first.isActive),
      first.modifiedAt,
    ]);
  });

  it('keeps a visitor’s formula as text a spreadsheet will not run, and never exports a password hash', async () => {
    const { rows } = await csv('leads');
    const message = rows[0]?.indexOf('message') ?? -1;
    expect(rows.find((row) => row.includes('lea@example.org'))?.[message]).toBe('\'=HYPERLINK("http://evil.example","Cliquez")');
    const users = await csv('users');
    expect(users.rows[0]).toEqual(['id', 'email', 'firstName', 'lastName', 'roles']);
    expect(users.text).not.toMatch(/argon2|password/i);
    expect(users.rows.map((row) => row[1])).toEqual(expect.arrayContaining(['admin@pretscope.example', 'redacteur@pretscope.example']));
  });

  it('is for admins only, for known types only', async () => {
    expect((await server.api('/export/products.csv')).status).toBe(401);
    const editor = await server.api('/export/products.csv', { token: server.editorToken });
    expect(editor.status).toBe(403);
    expect(((await editor.json()) as Json).errors[0].detail).toBe('Seul un administrateur peut exporter des données.');
    for (const path of ['/export/dragons.csv', '/export/products.json', '/export/products']) {
      const answer = await server.api(path, { token: server.adminToken });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/vnd.api+json');
    }
  });

  it('writes a model’s rows to the Google Sheet named after it, with a signed assertion and the bearer token', async () => {
    const answer = await server.api('/googlesheet/exportModelToGoogleSheet/announcers', { token: server.adminToken });
    const body = (await answer.json()) as Json;
    expect(answer.status, JSON.stringify(body)).toBe(200);
    const sheet = google.sheets.get('announcers');
    expect(body.data).toEqual({
      model: 'announcers',
      sheet: 'announcers',
      rows: expect.any(Number),
      url: `https://docs.google.com/spreadsheets/d/${google.spreadsheetId}/edit#gid=${sheet?.sheetId}`,
    });
    expect(body.meta.message).toBe(`${body.data.rows} ligne(s) écrite(s) dans la feuille « announcers ».`);
    expect(google.assertions.every((assertion) => assertion.signatureValid)).toBe(true);
    const issued = new Set(google.issuedTokens.map((token) => `Bearer ${token}`));
    expect(google.calls.filter((call) => call.path.startsWith('/v4/')).every((call) => issued.has(call.authorization ?? ''))).toBe(true);
    // The same rows as the CSV download, as typed cells (numbers stay numbers in the sheet).
    const { rows } = await csv('announcers');
    expect(sheet?.values.map((row) => row.map(String))).toEqual(rows);
    expect(sheet?.values[1]?.[0]).toEqual(expect.any(Number));
    expect(body.data.rows).toBe(rows.length - 1);
  });

  it('answers a refusal from Google with a French explanation of what to fix, and keeps the rules of access', async () => {
    google.failNext(/\/values\//, 403, 3);
    const refused = await server.api('/googlesheet/exportModelToGoogleSheet/users', { token: server.adminToken });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as Json).errors[0]).toMatchObject({
      status: '502',
      detail:
        'Google Sheets a refusé l’export (403 : PERMISSION_DENIED: The caller does not have permission). Partagez le classeur en modification avec l’adresse du compte de service (GOOGLE_SHEETS_CLIENT_EMAIL).',
    });
    expect((await server.api('/googlesheet/exportModelToGoogleSheet/users')).status).toBe(401);
    expect((await server.api('/googlesheet/exportModelToGoogleSheet/users', { token: server.editorToken })).status).toBe(403);
    const unknown = await server.api('/googlesheet/exportModelToGoogleSheet/dragons', { token: server.adminToken });
    expect([unknown.status, ((await unknown.json()) as Json).errors[0].detail]).toEqual([404, 'Modèle inconnu : dragons.']);
  });

  it('documents both exports and the checks in its OpenAPI document', async () => {
    const paths = ((await (await server.api('/openapi.json')).json()) as Json).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/export/{model}.csv', '/api/googlesheet/exportModelToGoogleSheet/{model}', '/api/health', '/api/ready']),
    );
    expect(paths['/api/export/{model}.csv'].get.responses[200].content).toHaveProperty('text/csv');
  });
});
