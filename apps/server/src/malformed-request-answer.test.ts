import { RequestError } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, malformedRequestAnswer } from './malformed-request-answer.ts';
import { rawRequest } from './raw-get.test-support.ts';

describe('malformedRequestAnswer', () => {
  it('answers a request the HTTP layer could not read with a French 400', async () => {
    const answer = malformedRequestAnswer(new RequestError('Backslash in request path'));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toMatch(/^Requête invalide/);
  });

  it('answers any other escaped error with a French 500 that tells nothing of it', async () => {
    const answer = malformedRequestAnswer(new Error('SELECT secret FROM users'));
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain('SELECT');
  });
});

describe('answerClientError', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((_, outgoing) => outgoing.end('lu')).on('clientError', answerClientError);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers an address over 16 KB with a JSON:API 431 under /api, and a French text elsewhere', async () => {
    const api = await rawRequest(base, `/api/products?filter[search]=${'x'.repeat(20_000)}`);
    expect(api.status).toBe(431);
    expect(api.headers['content-type']).toBe('application/vnd.api+json');
    expect(JSON.parse(api.body)).toEqual({
      errors: [
        { status: '431', code: 'request-header-too-large', title: 'Requête trop volumineuse', detail: expect.stringMatching(/16\u202fKo/) },
      ],
    });
    const page = await rawRequest(base, `/pret-hypothecaire?${'x'.repeat(70_000)}`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toMatch(/^Requête trop volumineuse\u00a0: L’adresse/);
    // The server goes on.
    expect((await rawRequest(base, '/api/products')).body).toBe('lu');
  });
});
