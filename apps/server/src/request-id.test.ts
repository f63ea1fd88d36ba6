import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestId, requestIdAnswered } from './request-id.ts';

function app() {
  const hono = new Hono();
  hono.use(requestId());
  hono.get('/json', (c) => c.json({ id: c.get('requestId') }));
  hono.get('/ready-made', () => new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html' } }));
  hono.get('/immutable', () => Response.redirect('http://127.0.0.1/ailleurs', 302));
  hono.get('/own', (c) => {
    requestIdAnswered(c);
    return new Response('<p>cached</p>', { headers: { 'X-Request-Id': c.get('requestId') as string } });
  });
  hono.get('/boom', () => {
    throw new Error('boom');
  });
  hono.onError((_error, c) => c.text(`Référence : ${c.get('requestId') as string}`, 500));
  return hono;
}

describe('requestId', () => {
  it('gives every answer an id, the same the handlers read, whatever made the answer', async () => {
    const hono = app();
    for (const path of ['/json', '/ready-made', '/immutable', '/own', '/boom']) {
      const answer = await hono.request(path);
      const id = answer.headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      if (path === '/json') expect(await answer.json()).toEqual({ id });
      if (path === '/boom') expect(await answer.text()).toBe(`Référence : ${id}`);
    }
  });

  it('keeps a well-formed id from the load balancer and replaces any other', async () => {
    const hono = app();
    const id = async (value: string) =>
      (await hono.request('/ready-made', { headers: { 'x-request-id': value } })).headers.get('x-request-id');
    expect(await id('lb-7f3a=')).toBe('lb-7f3a=');
    expect(await id('a b')).not.toBe('a b');
    expect(await id('<script>')).not.toContain('<');
    expect(await id('x'.repeat(256))).toHaveLength(36);
    expect(await id('x'.repeat(255))).toBe('x'.repeat(255));
  });

  it('leaves an answer that carries its id as it is', async () => {
    const answer = await app().request('/own', { headers: { 'x-request-id': 'from-balancer' } });
    expect(answer.headers.get('x-request-id')).toBe('from-balancer');
  });
});
