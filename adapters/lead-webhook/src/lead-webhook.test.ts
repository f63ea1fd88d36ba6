import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadWebhookEvent } from '@pretscope/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadWebhook } from './create-lead-webhook.ts';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const SECRET = 'secret-partagé-avec-le-partenaire-0123456789';

const event: LeadWebhookEvent = {
  event: 'lead.created',
  lead: {
    id: 7,
    kind: 'regroupement-de-credit',
    firstName: 'Zoé',
    lastName: 'Lefèvre',
    email: 'zoe@example.fr',
    phone: '+33 6 12 34 56 78',
    country: 'FR',
    amount: 45_000,
    duration: 96,
    product: null,
    reference: 'PS-04HM-ASW9',
    message: 'Deux crédits « auto ».',
    consentVersion: '2026-11',
    createdAt: '2026-11-24T09:30:00.000Z',
  },
};

interface Seen {
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function receiver(answer: (seen: Seen, response: ServerResponse) => void): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, seen };
}

describe('createLeadWebhook', () => {
  it('posts the lead as JSON with a signature the partner verifies, a timestamp and the idempotency key', async () => {
    const { url, seen } = await receiver((_, response) => response.writeHead(202).end());
    const webhook = createLeadWebhook({ url, secret: SECRET, now: () => new Date('2026-11-24T09:30:05Z') });
    expect(await webhook.deliver({ idempotencyKey: 'lead:7:partner', event })).toEqual({ ok: true, value: undefined });
    const [request] = seen;
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['idempotency-key']).toBe('lead:7:partner');
    expect(request?.headers['x-pretscope-timestamp']).toBe('1795512605');
    expect(request?.headers['x-pretscope-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(JSON.parse(request?.body ?? '')).toEqual(event);
    const check = {
      secret: SECRET,
      body: request?.body ?? '',
      signature: request?.headers['x-pretscope-signature'] as string,
      timestamp: request?.headers['x-pretscope-timestamp'] as string,
      now: new Date('2026-11-24T09:31:00Z'),
    };
    expect(verifyWebhook(check)).toBe(true);
    expect(verifyWebhook({ ...check, body: check.body.replace('45000', '450000') })).toBe(false);
    expect(verifyWebhook({ ...check, secret: 'un-autre-secret' })).toBe(false);
    expect(verifyWebhook({ ...check, timestamp: '1795512606' })).toBe(false);
    expect(verifyWebhook({ ...check, now: new Date('2026-11-24T09:40:00Z') })).toBe(false);
    expect(signWebhook(SECRET, 1795512605, check.body)).toBe(check.signature);
  });

  it('reports the partner’s errors and silences as failures to retry, and a duplicate (409) as delivered', async () => {
    const answers = [500, 409];
    const { url } = await receiver((_, response) => response.writeHead(answers.shift() ?? 200).end('Erreur du partenaire'));
    const webhook = createLeadWebhook({ url, secret: SECRET });
    expect(await webhook.deliver({ idempotencyKey: 'lead:7:partner', event })).toEqual({
      ok: false,
      error: { type: 'webhook/failed', status: 500, detail: 'Erreur du partenaire' },
    });
    expect((await webhook.deliver({ idempotencyKey: 'lead:7:partner', event })).ok).toBe(true);
  });

  it('gives up on a partner that does not answer within the timeout, and on a closed port', async () => {
    const { url } = await receiver(() => undefined);
    const slow = createLeadWebhook({ url, secret: SECRET, timeoutMs: 300 });
    const started = Date.now();
    expect(await slow.deliver({ idempotencyKey: 'k', event })).toEqual({
      ok: false,
      error: { type: 'webhook/failed', status: null, detail: 'pas de réponse en 300 ms' },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    server?.closeAllConnections();
    // A port nothing listens on any more.
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const closed = createLeadWebhook({ url, secret: SECRET });
    expect(await closed.deliver({ idempotencyKey: 'k', event })).toMatchObject({
      ok: false,
      error: { status: null, detail: 'ECONNREFUSED' },
    });
  });

  it('does not follow a redirect elsewhere', async () => {
    const { url, seen } = await receiver((_, response) => response.writeHead(302, { Location: 'http://127.0.0.1:1/ailleurs' }).end());
    const result = await createLeadWebhook({ url, secret: SECRET }).deliver({ idempotencyKey: 'k', event });
    expect(result.ok).toBe(false);
    expect(seen).toHaveLength(1);
  });
});
