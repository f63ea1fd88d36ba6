import { Hono, type Context } from 'hono';
import {
  csvLine,
  exportRows,
  exportToSpreadsheet,
  formatNumber,
  isApiType,
  toCsvText,
  type ApiType,
  type SpreadsheetExportError,
} from '@pretscope/core';
import { ApiFailure, FAILURES } from '../api-error.ts';
import type { ApiDeps, ApiEnv } from '../api-deps.ts';

/** The CSV download's address: /api/export/{type}.csv */
const CSV_FILE = /^([a-z_]+)\.csv$/;

/**
 * Whole tables for admins (core `mayExport`): `GET /api/export/{type}.csv` streams the rows as CSV, and spec §7's
 * `GET /api/googlesheet/exportModelToGoogleSheet/{model}` writes them to the Google Sheet when it is configured.
 */
export function exportRoutes(deps: Pick<ApiDeps, 'siteUrl' | 'spreadsheets' | 'clock' | 'scope'>) {
  const app = new Hono<ApiEnv>();

  app.get('/export/:file', async (c) => {
    const type = signedInFor(
      c,
      CSV_FILE.exec(c.req.param('file'))?.[1],
      'Aucun export à cette adresse : indiquez un type suivi de .csv, par exemple /api/export/products.csv.',
    );
    const table = await exportRows(
      { resources: () => deps.scope().stores.resources, siteUrl: deps.siteUrl },
      { actor: c.get('actor'), type },
    );
    if (!table.ok) throw exportFailure(table.error, type);
    const { columns, pages } = table.value;
    const encoder = new TextEncoder();
    const rows = pages[Symbol.asyncIterator]();
    // Read a page only when the client has taken the previous one: memory stays flat for any table size.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // The byte order mark tells spreadsheet programs the file is UTF-8, so accents open correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns)}`));
      },
      async pull(controller) {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns.map((column) => toCsvText(row[column])))).join('')));
      },
      async cancel() {
        await rows.return?.();
      },
    });
    const day = deps.clock.now().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pretscope-${type}-${day}.csv"`,
      // Personal data: never kept by a browser's or a proxy's cache.
      'Cache-Control': 'no-store',
    });
  });

  /** Spec §7 googlesheet export (admin): the model's rows to the sheet named after it; 501 when not configured. */
  app.get('/googlesheet/exportModelToGoogleSheet/:model', async (c) => {
    const type = signedInFor(c, c.req.param('model'), `Modèle inconnu : ${c.req.param('model')}.`);
    if (!deps.spreadsheets) {
      throw FAILURES.notImplemented(
        `L’export Google Sheets n’est pas configuré : définissez GOOGLE_SHEETS_SPREADSHEET_ID, GOOGLE_SHEETS_CLIENT_EMAIL et GOOGLE_SHEETS_PRIVATE_KEY. Le même export est disponible en CSV : /api/export/${type}.csv.`,
      );
    }
    const written = await exportToSpreadsheet(
      { resources: () => deps.scope().stores.resources, siteUrl: deps.siteUrl, spreadsheets: deps.spreadsheets },
      { actor: c.get('actor'), type },
    );
    if (!written.ok) throw exportFailure(written.error, type);
    return c.json({
      data: { model: type, ...written.value },
      meta: { message: `${formatNumber(written.value.rows, 0)} ligne(s) écrite(s) dans la feuille « ${written.value.sheet} ».` },
    });
  });

  return app;
}

/** A signed-in user first (401), then a known type (404); whether this user may export it is the use case's. */
function signedInFor(c: Context<ApiEnv>, name: string | undefined, unknown: string): ApiType {
  if (!c.get('actor')) throw FAILURES.unauthorized();
  if (!name || !isApiType(name)) throw FAILURES.notFound(unknown);
  return name;
}

/** The export's failures as API answers, in one table. */
function exportFailure(error: SpreadsheetExportError, type: ApiType): ApiFailure {
  switch (error.type) {
    case 'access/denied':
      return error.signedIn ? FAILURES.forbidden('Seul un administrateur peut exporter des données.') : FAILURES.unauthorized();
    case 'spreadsheet/too-large':
      return new ApiFailure(422, [
        {
          status: '422',
          code: 'too-large',
          title: 'Export trop volumineux',
          detail: `Cette table représente ${formatNumber(error.cells, 0)} cellules, au-delà des ${formatNumber(error.limit, 0)} qu’un export vers Google Sheets peut écrire. Téléchargez-la en CSV : /api/export/${type}.csv.`,
        },
      ]);
    case 'spreadsheet/refused':
      return FAILURES.badGateway(
        `Google Sheets a refusé l’export (${error.status} : ${error.detail}). ${REFUSAL_HINTS[error.status] ?? 'Réessayez plus tard.'}`,
      );
    case 'spreadsheet/unreachable':
      return FAILURES.badGateway(`Google Sheets est injoignable (${error.detail}). Réessayez dans quelques minutes.`);
    default:
      // A store error on a query the use case built itself: a broken invariant, answered as a 500 with a reference.
      throw new Error(`export of ${type} failed: ${error.type}`);
  }
}

/** What an admin can do about each refusal. */
const REFUSAL_HINTS: Record<number, string> = {
  400: 'Vérifiez GOOGLE_SHEETS_CLIENT_EMAIL et GOOGLE_SHEETS_PRIVATE_KEY (la clé du compte de service).',
  401: 'Vérifiez que la clé du compte de service est toujours active.',
  403: 'Partagez le classeur en modification avec l’adresse du compte de service (GOOGLE_SHEETS_CLIENT_EMAIL).',
  404: 'Vérifiez GOOGLE_SHEETS_SPREADSHEET_ID (l’identifiant du classeur).',
  429: 'Le quota de Google est atteint : réessayez dans une minute.',
};
