import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's token endpoint and the Sheets API v4, answering as they do (same paths, bodies and
 * error shapes) for the calls the exporter makes: it checks the service account's JWT against the public key, the
 * bearer token on every API call, the ranges and the grid limits, and keeps the sheets' cells so a test reads
 * what was written.
 */
export interface SheetState {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  frozenRowCount: number;
  values: unknown[][];
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface SheetsStandIn {
  url: string;
  tokenUrl: string;
  spreadsheetId: string;
  clientEmail: string;
  /** PEM (PKCS#8) of the service account's key, as Google's JSON key file holds it. */
  privateKey: string;
  sheets: Map<string, SheetState>;
  calls: RecordedCall[];
  /** Assertions received at the token endpoint, decoded, with whether their signature checked. */
  assertions: { header: Record<string, unknown>; claims: Record<string, unknown>; signatureValid: boolean }[];
  /** The next `times` calls to paths matching `pattern` answer `status` with Google's error body. */
  failNext(pattern: RegExp, status: number, times?: number): void;
  /** The next calls to paths matching `pattern` get no answer for `ms` milliseconds. */
  stallNext(pattern: RegExp, ms: number): void;
  /** Access tokens given out, in order. */
  issuedTokens: string[];
  /** Every access token issued so far stops being accepted (a key revoked, a token lapsed early). */
  revokeTokens(): void;
  /** The lifetime the token endpoint gives its access tokens (Google: 3599 s). */
  tokenLifetimeSeconds: number;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export async function startSheetsStandIn({
  spreadsheetId = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  clientEmail = 'export@pretscope-test.iam.gserviceaccount.com',
} = {}): Promise<SheetsStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trustedKey: KeyObject = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const sheets = new Map<string, SheetState>([
    ['Feuille 1', { sheetId: 0, title: 'Feuille 1', rowCount: 1000, columnCount: 26, frozenRowCount: 0, values: [] }],
  ]);
  const calls: RecordedCall[] = [];
  const assertions: SheetsStandIn['assertions'] = [];
  const issued = new Set<string>();
  const failures: { pattern: RegExp; status: number; times: number }[] = [];
  const stalls: { pattern: RegExp; ms: number }[] = [];
  let nextSheetId = 100;
  let tokenSerial = 0;
  let tokenUrl = '';

  const googleError = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    let body: unknown = raw;
    if ((req.headers['content-type'] ?? '').includes('json') && raw !== '') body = JSON.parse(raw);
    calls.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body });

    const stall = stalls.find((s) => s.pattern.test(url.pathname));
    if (stall) {
      stalls.splice(stalls.indexOf(stall), 1);
      await new Promise((resolve) => setTimeout(resolve, stall.ms));
    }
    const failure = failures.find((f) => f.times > 0 && f.pattern.test(url.pathname));
    if (failure) {
      failure.times--;
      return googleError(
        res,
        failure.status,
        failure.status === 403 ? 'The caller does not have permission' : 'The service is currently unavailable.',
      );
    }

    if (url.pathname === '/token' && req.method === 'POST') return token(new URLSearchParams(raw), res);

    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer))
      return googleError(
        res,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );

    const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(url.pathname);
    if (!match || decodeURIComponent(match[1] ?? '') !== spreadsheetId) return googleError(res, 404, 'Requested entity was not found.');
    const rest = match[2] ?? '';

    if (rest === '' && req.method === 'GET') {
      return json(res, 200, {
        sheets: [...sheets.values()].map((s) => ({
          properties: { sheetId: s.sheetId, title: s.title, gridProperties: { rowCount: s.rowCount, columnCount: s.columnCount } },
        })),
      });
    }
    if (rest === ':batchUpdate' && req.method === 'POST') return batchUpdate(body as { requests: Record<string, unknown>[] }, res);
    const values = /^\/values\/([^:]+)(:clear)?$/.exec(rest);
    if (values) {
      const range = decodeURIComponent(values[1] ?? '');
      const parsed = /^'((?:[^']|'')+)'(?:!A(\d+))?$/.exec(range);
      const sheet = parsed ? sheets.get((parsed[1] ?? '').replaceAll("''", "'")) : undefined;
      if (!parsed || !sheet) return googleError(res, 400, `Unable to parse range: ${range}`);
      if (values[2] && req.method === 'POST') {
        sheet.values = [];
        return json(res, 200, { spreadsheetId, clearedRange: `${range}!A1:Z${sheet.rowCount}` });
      }
      if (!values[2] && req.method === 'PUT') {
        if (url.searchParams.get('valueInputOption') !== 'RAW' && url.searchParams.get('valueInputOption') !== 'USER_ENTERED')
          return googleError(res, 400, "'valueInputOption' is required but not specified");
        const update = body as { range?: string; majorDimension?: string; values?: unknown[][] };
        if (update.range !== range)
          return googleError(res, 400, `Requested writing within range [${update.range}], but tried writing to row [1]`);
        const start = Number(parsed[2] ?? 1);
        const rows = update.values ?? [];
        const width = Math.max(0, ...rows.map((row) => row.length));
        const lastRow = start + rows.length - 1;
        if (lastRow > sheet.rowCount || width > sheet.columnCount)
          return googleError(
            res,
            400,
            `Range (${range}) exceeds grid limits. Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`,
          );
        rows.forEach((row, index) => (sheet.values[start - 1 + index] = row));
        return json(res, 200, {
          spreadsheetId,
          updatedRange: range,
          updatedRows: rows.length,
          updatedColumns: width,
          updatedCells: rows.reduce((n, row) => n + row.length, 0),
        });
      }
    }
    return googleError(res, 404, 'Method not found.');
  }

  function token(form: URLSearchParams, res: ServerResponse) {
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
    const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    let decoded: { header: Record<string, unknown>; claims: Record<string, unknown> };
    try {
      decoded = { header: decode(header), claims: decode(claims) };
    } catch {
      return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT.' });
    }
    const signatureValid = verify('sha256', Buffer.from(`${header}.${claims}`), trustedKey, Buffer.from(signature, 'base64url'));
    assertions.push({ ...decoded, signatureValid });
    const now = Math.floor(Date.now() / 1000);
    const { iss, aud, scope, iat, exp } = decoded.claims as { iss?: string; aud?: string; scope?: string; iat?: number; exp?: number };
    if (decoded.header.alg !== 'RS256' || !signatureValid)
      return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    if (iss !== clientEmail) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid issuer.' });
    if (aud !== tokenUrl) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT audience.' });
    if (!scope?.split(' ').includes('https://www.googleapis.com/auth/spreadsheets'))
      return json(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope.' });
    if (typeof iat !== 'number' || typeof exp !== 'number' || Math.abs(iat - now) > 300 || exp - iat > 3600 || exp <= now)
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      });
    const accessToken = `ya29.stand-in-${++tokenSerial}`;
    issued.add(accessToken);
    standIn.issuedTokens.push(accessToken);
    return json(res, 200, { access_token: accessToken, expires_in: standIn.tokenLifetimeSeconds, token_type: 'Bearer' });
  }

  function batchUpdate(body: { requests: Record<string, unknown>[] }, res: ServerResponse) {
    const replies: unknown[] = [];
    for (const request of body.requests ?? []) {
      if (request.addSheet) {
        const properties = (
          request.addSheet as {
            properties: { title: string; gridProperties?: { rowCount?: number; columnCount?: number; frozenRowCount?: number } };
          }
        ).properties;
        if (sheets.has(properties.title))
          return googleError(
            res,
            400,
            `Invalid requests[0].addSheet: A sheet with the name "${properties.title}" already exists. Please enter another name.`,
          );
        const sheet: SheetState = {
          sheetId: nextSheetId++,
          title: properties.title,
          rowCount: properties.gridProperties?.rowCount ?? 1000,
          columnCount: properties.gridProperties?.columnCount ?? 26,
          frozenRowCount: properties.gridProperties?.frozenRowCount ?? 0,
          values: [],
        };
        sheets.set(sheet.title, sheet);
        replies.push({
          addSheet: {
            properties: {
              sheetId: sheet.sheetId,
              title: sheet.title,
              index: sheets.size - 1,
              sheetType: 'GRID',
              gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount, frozenRowCount: sheet.frozenRowCount },
            },
          },
        });
      } else if (request.updateSheetProperties) {
        const { properties, fields } = request.updateSheetProperties as {
          properties: { sheetId: number; gridProperties?: { rowCount?: number; columnCount?: number } };
          fields: string;
        };
        const sheet = [...sheets.values()].find((s) => s.sheetId === properties.sheetId);
        if (!sheet) return googleError(res, 400, `Invalid requests[0].updateSheetProperties: No grid with id: ${properties.sheetId}`);
        if (!fields)
          return googleError(
            res,
            400,
            'Invalid requests[0].updateSheetProperties: At least one field must be updated, but none were specified.',
          );
        const rows = properties.gridProperties?.rowCount;
        const columns = properties.gridProperties?.columnCount;
        if (fields.includes('gridProperties.rowCount') && rows !== undefined) {
          if (rows <= sheet.frozenRowCount)
            return googleError(
              res,
              400,
              'Invalid requests[0].updateSheetProperties: Sorry, it is not possible to delete all non-frozen rows.',
            );
          sheet.rowCount = rows;
          sheet.values = sheet.values.slice(0, rows);
        }
        if (fields.includes('gridProperties.columnCount') && columns !== undefined) {
          sheet.columnCount = columns;
          sheet.values = sheet.values.map((row) => row.slice(0, columns));
        }
        replies.push({});
      } else {
        return googleError(res, 400, 'Invalid requests[0]: unsupported request in this stand-in.');
      }
    }
    return json(res, 200, { spreadsheetId, replies });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => googleError(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${url}/token`;
  const standIn: SheetsStandIn = {
    url,
    tokenUrl,
    spreadsheetId,
    clientEmail,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    sheets,
    calls,
    assertions,
    failNext: (pattern, status, times = 1) => failures.push({ pattern, status, times }),
    stallNext: (pattern, ms) => stalls.push({ pattern, ms }),
    tokenLifetimeSeconds: 3599,
    revokeTokens: () => issued.clear(),
    issuedTokens: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
