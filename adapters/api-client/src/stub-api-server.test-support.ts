import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on a free loopback port that answers like the API would, from a table of canned answers,
 * and records every request. A stand-in until the client's tests can run against adapters/http-hono itself.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/products?include=advertiser`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedAnswer {
  status?: number;
  /** An object is sent as JSON:API JSON; a string as it is. */
  body?: unknown;
  contentType?: string;
}

export interface StubApi {
  /** `http://127.0.0.1:{port}`, the client's baseUrl. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer to `METHOD /path` (the query string is ignored when matching). */
  answer(method: string, path: string, answer: CannedAnswer): void;
  /** The last request, which must exist. */
  last(): RecordedRequest;
  close(): Promise<void>;
}

export async function startStubApi(): Promise<StubApi> {
  const answers = new Map<string, CannedAnswer>();
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const method = request.method ?? 'GET';
      requests.push({ method, url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const path = url.split('?')[0] ?? url;
      const canned = answers.get(`${method} ${path}`) ?? {
        status: 404,
        body: { errors: [{ status: '404', code: 'not-found', title: 'Not Found', detail: `No route ${method} ${path}.` }] },
      };
      const status = canned.status ?? 200;
      if (canned.body === undefined) {
        response.writeHead(status).end();
        return;
      }
      const text = typeof canned.body === 'string' ? canned.body : JSON.stringify(canned.body);
      response.writeHead(status, { 'Content-Type': canned.contentType ?? 'application/vnd.api+json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (method, path, answer) => void answers.set(`${method} ${path}`, answer),
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('The stub API received no request.');
      return request;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A loopback port that nothing listens on: one the system gave and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
