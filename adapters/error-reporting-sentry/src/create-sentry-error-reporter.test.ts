import { afterEach, describe, expect, it } from 'vitest';
import { createSentryErrorReporter, isSentryDsn } from './create-sentry-error-reporter.ts';
import { startSentryStandIn, type SentryStandIn } from './sentry-stand-in.test-support.ts';

interface SentryEvent {
  exception: { values: { type: string; value: string; stacktrace?: { frames: unknown[] } }[] };
  tags: Record<string, string>;
  user?: { ip_address?: string };
  environment: string;
  transaction?: string;
  server_name?: string;
}

describe('the Sentry error reporter against a local stand-in of the ingest', () => {
  let standIn: SentryStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  it('sends the error as an envelope to the DSN’s project, with its message, stack, sheet, URL and truncated address', async () => {
    standIn = await startSentryStandIn();
    const reporter = createSentryErrorReporter({ dsn: standIn.dsn, environment: 'test' });
    await reporter.report(new TypeError('offers is undefined'), {
      url: '/pret-hypothecaire?montant=200000',
      sheet: 'global',
      ip: '203.0.113.0',
    });
    await reporter.close();
    expect(standIn.envelopes).toHaveLength(1);
    const [envelope] = standIn.envelopes;
    expect(envelope?.projectId).toBe('1');
    expect(envelope?.publicKey).toBe('public');
    const event = standIn.itemsOf('event')[0]?.payload as SentryEvent;
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'offers is undefined' });
    expect(event.exception.values[0]?.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(event.tags).toMatchObject({ sheet: 'global', url: '/pret-hypothecaire?montant=200000' });
    expect(event.transaction).toBe('/pret-hypothecaire');
    expect(event.user).toEqual({ ip_address: '203.0.113.0' });
    expect(event.environment).toBe('test');
    expect(event.server_name).toBeUndefined();
  });

  it('sends no address when there is none, and nothing more once closed', async () => {
    standIn = await startSentryStandIn();
    const reporter = createSentryErrorReporter({ dsn: standIn.dsn });
    await reporter.report('une chaîne levée', { url: '/', sheet: 'global', ip: null });
    await reporter.close();
    await reporter.report(new Error('après l’arrêt'), { url: '/', sheet: 'global', ip: null });
    const events = standIn.itemsOf('event').map((item) => item.payload as SentryEvent);
    expect(events).toHaveLength(1);
    expect(events[0]?.user?.ip_address).toBeUndefined();
    expect(JSON.stringify(events[0])).toContain('une chaîne levée');
  });

  it('gives up quietly when the ingest cannot be reached', async () => {
    standIn = await startSentryStandIn();
    const dsn = standIn.dsn;
    await standIn.close();
    standIn = undefined;
    const reporter = createSentryErrorReporter({ dsn, timeoutMs: 500 });
    await expect(reporter.report(new Error('personne n’écoute'), { url: '/', sheet: 'global', ip: null })).resolves.toBeUndefined();
    await reporter.close(200);
  });

  it('accepts only DSNs the SDK can use', () => {
    expect(isSentryDsn('https://0123abc@o123.ingest.sentry.io/4501')).toBe(true);
    expect(isSentryDsn('http://public@127.0.0.1:4000/1')).toBe(true);
    expect(isSentryDsn('https://sentry.example/4501')).toBe(false);
    expect(isSentryDsn('https://key@sentry.example/')).toBe(false);
    expect(() => createSentryErrorReporter({ dsn: 'https://sentry.example' })).toThrow(/SENTRY_DSN/);
  });
});
