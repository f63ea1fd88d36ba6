import { RequestError } from '@hono/node-server';
import type { Duplex } from 'node:stream';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };

/**
 * What the HTTP layer answers when it cannot even make a request of what arrived (a raw backslash in the path, a
 * host header that is not one, an absolute URL of another scheme: @hono/node-server's RequestError), or when an
 * error escapes the application: a short French text, never its default empty answer or a stack trace.
 */
export function malformedRequestAnswer(error: unknown): Response {
  if (error instanceof RequestError) {
    return new Response('Requête invalide : l’adresse demandée est mal formée.', { status: 400, headers: TEXT });
  }
  return new Response('Une erreur inattendue s’est produite. Réessayez dans un instant.', { status: 500, headers: TEXT });
}

/** What Node's HTTP parser refuses, by its error code: the status and the French words for it. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: string; title: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'request-header-too-large',
    title: 'Requête trop volumineuse',
    detail: 'L’adresse ou les en-têtes de la requête dépassent 16\u202fKo.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request-timeout',
    title: 'Requête trop lente',
    detail: 'La requête n’est pas arrivée entière à temps.',
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  code: 'bad-request',
  title: 'Requête invalide',
  detail: 'La requête est mal formée.',
};

/**
 * What the server answers when Node's HTTP parser refuses what arrived before any handler sees it (`clientError`): a
 * head over 16 KB (a very long address), a request line that is not one, a request that never finishes. Node's own
 * answer is a bare status with no body; this one says it in French, as a JSON:API error document for the API (its
 * path read from the start of what arrived, when the parser kept it), as a short text otherwise. A connection
 * already closed or reset gets nothing.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refused = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const start = error.rawPacket?.subarray(0, 32).toString('latin1') ?? '';
  const api = /^[A-Z]+ \/api(?:[/?\s]|$)/.test(start);
  const body = api
    ? JSON.stringify({ errors: [{ status: String(refused.status), code: refused.code, title: refused.title, detail: refused.detail }] })
    : `${refused.title} : ${refused.detail}`.replace(' : ', '\u00a0: ');
  socket.end(
    `HTTP/1.1 ${refused.status} ${refused.reason}\r\n` +
      `Content-Type: ${api ? 'application/vnd.api+json' : 'text/plain; charset=utf-8'}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
