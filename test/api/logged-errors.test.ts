import { frenchTypography } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserErrorReporter, MAX_REPORTS_PER_PAGE } from '../../apps/web/app/errors/browser-error-reporter.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

interface LoggedErrorResource {
  id: string;
  attributes: { content: string; url: string; sheet: string; ip: string | null };
}

/**
 * Spec §8 from the browser's side: the site's error reporter (apps/web/app/errors) posting to the real API over a
 * throwaway SQLite database, and what the API makes of it. Chromium is not needed: the reporter is plain fetch.
 */
describe('logged errors sent by the browser’s reporter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  const reporterOn = (path: string) =>
    createBrowserErrorReporter({ fetch, currentUrl: () => path, endpoint: `${server.url}/api/loggederror` });

  async function loggedErrors(): Promise<LoggedErrorResource[]> {
    const answer = await server.api('/loggederror?sort=id&page[limit]=100', { token: server.adminToken });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: LoggedErrorResource[] }).data;
  }

  it('creates « error : … » with the page’s URL, sheet global and the address the server saw, truncated', async () => {
    const report = reporterOn('/pret-hypothecaire/simulation?montant=250000');
    const error = new TypeError('schedule.rows is undefined');
    expect(await report(error)).toBe(true);
    const [stored] = (await loggedErrors()).slice(-1);
    expect(stored?.attributes).toMatchObject({ url: '/pret-hypothecaire/simulation?montant=250000', sheet: 'global', ip: '127.0.0.0' });
    expect(stored?.attributes.content).toMatch(/^error : TypeError: schedule\.rows is undefined\n/);
  });

  it('sends the same error on the same page once, and at most a few per page', async () => {
    const before = (await loggedErrors()).length;
    const report = reporterOn('/articles');
    const error = new Error('même erreur');
    expect(await report(error)).toBe(true);
    expect(await report(error)).toBe(false);
    const results: boolean[] = [];
    for (let index = 0; index < MAX_REPORTS_PER_PAGE + 2; index++) results.push(await report(new Error(`erreur ${index}`)));
    expect(results.filter(Boolean)).toHaveLength(MAX_REPORTS_PER_PAGE - 1);
    expect((await loggedErrors()).length - before).toBe(MAX_REPORTS_PER_PAGE);
  });

  it('refuses an address sent by the page, in French, and keeps logged errors from visitors’ eyes', async () => {
    const forged = await server.api('/loggederror', {
      method: 'POST',
      json: { data: { type: 'loggederror', attributes: { content: 'error : x', url: '/', ip: '8.8.8.8' } } },
    });
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({
      errors: [
        {
          status: '422',
          source: { pointer: '/data/attributes/ip' },
          detail: frenchTypography('L’adresse IP est relevée par le serveur : ne l’envoyez pas.'),
        },
      ],
    });
    expect((await server.api('/loggederror')).status).toBe(401);
  });

  it('gives up quietly when the API cannot be reached', async () => {
    const report = createBrowserErrorReporter({ fetch, currentUrl: () => '/', endpoint: 'http://127.0.0.1:9/api/loggederror' });
    await expect(report(new Error('hors ligne'))).resolves.toBe(false);
  });
});
