import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerDuringOutage, databaseAvailability } from './database-outage.ts';

function site(available: () => Promise<boolean>) {
  const app = new Hono();
  app.use('*', answerDuringOutage(available));
  app.get('/en-panne', (c) => c.html('<h1>Une erreur est survenue</h1>', 500, { 'Content-Length': '33' }));
  app.get('/absente', (c) => c.html('<h1>Page introuvable</h1>', 404));
  app.get('/donnees', (c) => c.json({ error: true }, 500));
  return app;
}

describe('pages during a database outage', () => {
  it('answers 503 in French with Retry-After when a page failed and the database does not answer', async () => {
    const answer = await site(async () => false).request('/en-panne');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-length')).toBeNull();
    const page = await answer.text();
    expect(page).toContain('<h1>Service momentanément indisponible</h1>');
    expect(page).toContain('notre base de données ne répond pas');
    expect(page).toContain('lang="fr-FR"');
  });

  it('leaves a page’s own failure, a missing page and non-HTML answers as they are', async () => {
    expect((await site(async () => true).request('/en-panne')).status).toBe(500);
    expect((await site(async () => false).request('/absente')).status).toBe(404);
    expect((await site(async () => false).request('/donnees')).status).toBe(500);
  });
});

describe('databaseAvailability', () => {
  it('asks once for a burst of failures, then again after memoMs', async () => {
    let pings = 0;
    let time = 0;
    const available = databaseAvailability(async () => (pings++, true), { memoMs: 1_000, now: () => time });
    expect(await Promise.all([available(), available(), available()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    time = 999;
    await available();
    expect(pings).toBe(1);
    time = 1_000;
    await available();
    expect(pings).toBe(2);
  });

  it('says unavailable when the ping fails or does not answer in time', async () => {
    expect(await databaseAvailability(() => Promise.reject(new Error('ECONNREFUSED')))()).toBe(false);
    const started = Date.now();
    expect(await databaseAvailability(() => new Promise<boolean>(() => undefined), { timeoutMs: 50 })()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('a page that hangs on the database', () => {
  function hanging(available: () => Promise<boolean>) {
    const app = new Hono();
    app.use('*', answerDuringOutage(available, { slowMs: 100 }));
    app.get('/lente', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return c.html('<h1>Enfin</h1>');
    });
    app.get('/api/products', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return c.json({ data: [] });
    });
    app.get('/api/ready', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.json({ meta: { status: 'ready' } });
    });
    app.post('/formulaire', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.html('<p>Demande enregistrée</p>');
    });
    return app;
  }

  it('answers 503 soon after slowMs when the database does not answer, without waiting for the render', async () => {
    const started = Date.now();
    const answer = await hanging(async () => false).request('/lente');
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
    const api = await hanging(async () => false).request('/api/products');
    expect([api.status, api.headers.get('content-type'), api.headers.get('retry-after')]).toEqual([503, 'application/vnd.api+json', '5']);
    expect(((await api.json()) as { errors: { code: string; detail: string }[] }).errors[0]).toMatchObject({
      code: 'unavailable',
      detail: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    });
  });

  it('waits for a slow page when the database answers, and always for a POST', async () => {
    const slow = await hanging(async () => true).request('/lente');
    expect([slow.status, await slow.text()]).toEqual([200, '<h1>Enfin</h1>']);
    const posted = await hanging(async () => false).request('/formulaire', { method: 'POST' });
    expect([posted.status, await posted.text()]).toEqual([200, '<p>Demande enregistrée</p>']);
    // The readiness check answers within its own bound: never replaced.
    expect((await hanging(async () => false).request('/api/ready')).status).toBe(200);
  });
});
