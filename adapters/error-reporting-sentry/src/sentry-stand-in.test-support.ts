import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (parsed when it is JSON, raw bytes otherwise). */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

export interface ReceivedEnvelope {
  projectId: string;
  /** The `sentry_key` of the query or the X-Sentry-Auth header: the DSN's public key. */
  publicKey: string | undefined;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export interface SentryStandIn {
  /** A DSN pointing here, for project 1. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** Every item of a type, across envelopes (`event`, `replay_event`, `replay_recording`, …). */
  itemsOf(type: string): EnvelopeItem[];
  /** Resolves when an item of this type has arrived (or rejects after `timeoutMs`). */
  waitFor(type: string, timeoutMs?: number): Promise<EnvelopeItem>;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering like Sentry's ingest (`POST /api/<project>/envelope/`), keeping every envelope it
 * receives, parsed per the envelope format (a JSON header line, then items: a JSON header, and a payload of
 * `length` bytes or up to the next newline). Browsers post to it from the site's origin, so it answers CORS.
 */
export async function startSentryStandIn(): Promise<SentryStandIn> {
  const envelopes: ReceivedEnvelope[] = [];
  const waiters: { type: string; resolve: (item: EnvelopeItem) => void }[] = [];
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    const body = decoded(request, await readAll(request));
    const envelope = {
      projectId: match[1] as string,
      publicKey: url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(request.headers['x-sentry-auth']?.toString() ?? '')?.[1],
      ...parseEnvelope(body),
    };
    envelopes.push(envelope);
    for (const item of envelope.items) {
      for (const waiter of waiters.filter((candidate) => candidate.type === item.header.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const itemsOf = (type: string) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === type));
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    itemsOf,
    waitFor(type, timeoutMs = 10_000) {
      const known = itemsOf(type)[0];
      if (known) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} item reached the Sentry stand-in within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (item) => (clearTimeout(timer), resolve(item)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function decoded(request: IncomingMessage, body: Buffer): Buffer {
  const encoding = request.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end < 0 ? body.length : end);
    at = end < 0 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length + 1;
    } else {
      payload = line();
    }
    let parsed: unknown = payload;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      // A binary payload (a compressed replay recording) stays as bytes.
    }
    items.push({ header: itemHeader, payload: parsed });
  }
  return { header, items };
}

/**
 * A replay recording item as text: a JSON header line, then rrweb's events, compressed (zlib) when the browser's
 * compression worker ran, plain JSON otherwise.
 */
export function replayRecordingText(item: EnvelopeItem): string {
  const bytes = Buffer.isBuffer(item.payload)
    ? item.payload
    : Buffer.from(typeof item.payload === 'string' ? item.payload : JSON.stringify(item.payload));
  const newline = bytes.indexOf(0x0a);
  const header = bytes.subarray(0, newline < 0 ? 0 : newline).toString('utf8');
  const body = bytes.subarray(newline + 1);
  for (const decode of [inflateSync, gunzipSync]) {
    try {
      return `${header}\n${decode(body).toString('utf8')}`;
    } catch {
      // Not compressed this way.
    }
  }
  return `${header}\n${body.toString('utf8')}`;
}
