import { describe, expect, it } from 'vitest';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { SpreadsheetCell, SpreadsheetExporter } from '../ports/spreadsheet-exporter.ts';
import { err, ok } from '../result.ts';
import { exportToSpreadsheet, SPREADSHEET_MAX_CELLS } from './export-to-spreadsheet.ts';

const admin = { userId: 1, roles: ['admin'] as const };

function usersStore(count: number, listed = count): ResourceStore {
  const unused = async () => {
    throw new Error('not used');
  };
  return {
    async list(query) {
      const all = Array.from({ length: listed }, (_, i) => ({
        type: 'users' as const,
        id: i + 1,
        attributes: { email: `u${i + 1}@example.org`, firstName: '=1+1', lastName: 'Nom', roles: ['editor'] },
        relationships: {},
      }));
      const after = all.filter((r) => query.afterId === undefined || r.id > query.afterId);
      return ok({ records: after.slice(0, query.page.limit), included: [], count: query.afterId === undefined ? count : after.length });
    },
    count: unused,
    get: unused,
    create: unused,
    update: unused,
    remove: unused,
  };
}

/** Collects what would be written, as a sheet would hold it. */
function recordingExporter(): SpreadsheetExporter & { sheets: Map<string, SpreadsheetCell[][]> } {
  const sheets = new Map<string, SpreadsheetCell[][]>();
  return {
    sheets,
    async replaceSheet({ sheet, header, batches }) {
      const rows: SpreadsheetCell[][] = [[...header]];
      for await (const batch of batches) rows.push(...batch);
      sheets.set(sheet, rows);
      return ok({ url: `https://sheets.example/${sheet}`, rows: rows.length - 1 });
    },
  };
}

describe('exportToSpreadsheet', () => {
  it('writes the header and every row, as cells, to the sheet named after the model', async () => {
    const spreadsheets = recordingExporter();
    const result = await exportToSpreadsheet(
      { resources: () => usersStore(3), siteUrl: 'https://x.example', spreadsheets },
      { actor: admin, type: 'users' },
    );
    expect(result).toEqual({ ok: true, value: { url: 'https://sheets.example/users', rows: 3, sheet: 'users' } });
    expect(spreadsheets.sheets.get('users')).toEqual([
      ['id', 'email', 'firstName', 'lastName', 'roles'],
      [1, 'u1@example.org', '=1+1', 'Nom', 'editor'],
      [2, 'u2@example.org', '=1+1', 'Nom', 'editor'],
      [3, 'u3@example.org', '=1+1', 'Nom', 'editor'],
    ]);
  });

  it('refuses a table larger than the sheet can hold before writing anything', async () => {
    const spreadsheets = recordingExporter();
    const rows = Math.ceil(SPREADSHEET_MAX_CELLS / 5);
    const result = await exportToSpreadsheet(
      { resources: () => usersStore(rows, 2), siteUrl: 'https://x.example', spreadsheets },
      { actor: admin, type: 'users' },
    );
    expect(result).toEqual(err({ type: 'spreadsheet/too-large', cells: (rows + 1) * 5, limit: SPREADSHEET_MAX_CELLS }));
    expect(spreadsheets.sheets.size).toBe(0);
  });

  it('passes on the exporter’s refusal and the access policy’s', async () => {
    const refusing: SpreadsheetExporter = {
      replaceSheet: async () => err({ type: 'spreadsheet/refused', status: 403, detail: 'The caller does not have permission' }),
    };
    expect(
      await exportToSpreadsheet(
        { resources: () => usersStore(1), siteUrl: 'https://x.example', spreadsheets: refusing },
        { actor: admin, type: 'users' },
      ),
    ).toEqual(err({ type: 'spreadsheet/refused', status: 403, detail: 'The caller does not have permission' }));
    expect(
      await exportToSpreadsheet(
        { resources: () => usersStore(1), siteUrl: 'https://x.example', spreadsheets: refusing },
        { actor: { userId: 2, roles: ['editor'] }, type: 'users' },
      ),
    ).toEqual(err({ type: 'access/denied', signedIn: true }));
  });
});
