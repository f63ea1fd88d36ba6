import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryStandIn, type SentryStandIn } from '../../../adapters/error-reporting-sentry/src/sentry-stand-in.test-support.ts';
import { ConfigError, readConfig } from './config.ts';
import { createContainer, type Container } from './create-container.ts';

/** The logged errors in the container's database, oldest first. */
async function loggedErrors(container: Container) {
  const page = await container.requestScope().stores.resources.list({
    type: 'loggederror',
    filter: {},
    fields: {},
    sort: [{ field: 'id', direction: 'asc' }],
    page: { offset: 0, limit: 100 },
    include: [],
  });
  if (!page.ok) throw new Error(page.error.type);
  return page.value.records.map((record) => record.attributes);
}

async function containerWith(environment: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-render-errors-'));
  const container = await createContainer(
    readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-password-for-tests', ...environment }, dataDir),
  );
  await container.database.migrate();
  return { container, dataDir };
}

describe('rendering errors through the composition root (spec §8), on SQLite', () => {
  let standIn: SentryStandIn;
  beforeAll(async () => {
    standIn = await startSentryStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('with SENTRY_DSN: a logged error in the database and an event at the ingest, both with the truncated address', async () => {
    const { container, dataDir } = await containerWith({ SENTRY_DSN: standIn.dsn });
    try {
      const useCases = container.useCasesFor();
      expect(container.site.browserIntegrations).toEqual({ gaMeasurementId: null, sentryDsn: standIn.dsn });
      const result = await useCases.logRenderError({
        error: new TypeError('rates is undefined'),
        url: '/pret-hypothecaire?montant=1',
        clientIp: '198.51.100.23',
      });
      expect(result.ok).toBe(true);
      expect(await loggedErrors(container)).toEqual([
        expect.objectContaining({
          sheet: 'global',
          url: '/pret-hypothecaire?montant=1',
          ip: '198.51.100.0',
          content: expect.stringMatching(/^error : TypeError: rates is undefined\n/),
        }),
      ]);
      const event = (await standIn.waitFor('event')).payload as {
        exception: { values: { value: string }[] };
        user: { ip_address: string };
      };
      expect(event.exception.values[0]?.value).toBe('rates is undefined');
      expect(event.user.ip_address).toBe('198.51.100.0');
    } finally {
      await container.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without SENTRY_DSN: the logged error only, and nothing sent anywhere', async () => {
    const before = standIn.envelopes.length;
    const { container, dataDir } = await containerWith({ GA_MEASUREMENT_ID: 'G-TEST123' });
    try {
      const useCases = container.useCasesFor();
      expect(container.site.browserIntegrations).toEqual({ gaMeasurementId: 'G-TEST123', sentryDsn: null });
      await useCases.logRenderError({ error: new Error('panne'), url: '/', clientIp: null });
      expect(await loggedErrors(container)).toEqual([
        expect.objectContaining({ content: expect.stringMatching(/^error : panne/), ip: null }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(standIn.envelopes.length).toBe(before);
    } finally {
      await container.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a SENTRY_DSN without a key or project, naming it in French', () => {
    expect(() => readConfig({ SENTRY_DSN: 'https://sentry.example/' }, '/srv')).toThrow(ConfigError);
    expect(() => readConfig({ SENTRY_DSN: 'https://sentry.example/' }, '/srv')).toThrow(
      /SENTRY_DSN doit ressembler à https:\/\/<clé publique>@<hôte>\/<numéro du projet>/,
    );
    expect(() => readConfig({ GA_MEASUREMENT_ID: 'UA-1234-1' }, '/srv')).toThrow(/GA_MEASUREMENT_ID doit ressembler à G-XXXXXXX/);
  });
});
