import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { loggablePath, requestLog, type ServerLogger } from './request-log.ts';

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) => lines.push({ level, details, message });
  const logger: ServerLogger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  return { logger, lines };
}

function app(logger: ServerLogger) {
  let clock = 0;
  const hono = new Hono();
  hono.use(requestId());
  hono.use(requestLog(logger, { now: () => (clock += 12.34) }));
  hono.get('/api/products', (c) => c.json({ data: [] }));
  hono.post('/api/auth/login', (c) => c.json({ errors: [] }, 401));
  hono.get('/api/health', (c) => c.json({ meta: { status: 'ok' } }));
  hono.get('/boom', () => {
    throw new Error('boom');
  });
  return hono;
}

describe('requestLog', () => {
  it('writes one line per request: method, path, status, duration and the request id the client got', async () => {
    const { logger, lines } = recordingLogger();
    const answer = await app(logger).request('/api/products?filter[email]=jean@example.org&token=abc', {
      headers: { cookie: 'session=secret', authorization: 'Bearer eyJhbGciOi.x.y' },
    });
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'request',
        details: { requestId: answer.headers.get('x-request-id'), method: 'GET', path: '/api/products', status: 200, durationMs: 12.3 },
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/jean@example|token|secret|Bearer|eyJ/);
  });

  it('never writes a body, and logs failures at error and the balancer’s checks at debug', async () => {
    const { logger, lines } = recordingLogger();
    const hono = app(logger);
    await hono.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.example', password: 'mot-de-passe-secret' }),
      headers: { 'content-type': 'application/json' },
    });
    await hono.request('/boom');
    await hono.request('/api/health');
    expect(lines.map((line) => [line.level, line.details.path, line.details.status])).toEqual([
      ['info', '/api/auth/login', 401],
      ['error', '/boom', 500],
      ['debug', '/api/health', 200],
    ]);
    expect(JSON.stringify(lines)).not.toContain('mot-de-passe');
  });
});

describe('loggablePath', () => {
  it('keeps the site’s paths, slugs and files as they are', () => {
    for (const path of [
      '/',
      '/api/products/12',
      '/pret-hypothecaire/banque-de-luxembourg-taux-fixe-25-ans',
      '/articles/comment-calculer-sa-capacite-d-emprunt-au-luxembourg',
      '/assets/entry.client-BdX9.js',
      '/uploads/logos/banque-alpha.png',
    ]) {
      expect(loggablePath(path)).toBe(path);
    }
  });

  it('masks segments that look like tokens: base64url, hex, JWT', () => {
    expect(loggablePath('/rappel/confirmer/Xk3vQ9_pL2mN8rT5wY7zA1bC')).toBe('/rappel/confirmer/:secret');
    expect(loggablePath('/desinscription/9f86d081884c7d659a2feaa0c55ad015')).toBe('/desinscription/:secret');
    expect(loggablePath('/ebook/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc')).toBe('/ebook/:secret');
  });
});
