import { describe, expect, it } from 'vitest';
import type { ErrorReporter, ReportedErrorContext } from '../ports/error-reporter.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import { err } from '../result.ts';
import { logRenderError } from './log-render-error.ts';
import { recordStore } from './use-case-fakes.test-support.ts';

/** A reporter that keeps what it was given, optionally failing like an unreachable service would. */
function keepingReporter(): ErrorReporter & { reports: { error: unknown; context: ReportedErrorContext }[] } {
  const reports: { error: unknown; context: ReportedErrorContext }[] = [];
  return {
    reports,
    async report(error, context) {
      reports.push({ error, context });
    },
    async close() {},
  };
}

describe('logRenderError (spec §8)', () => {
  it('stores « error : … », the route’s URL, sheet global and the truncated address the server saw', async () => {
    const resources = recordStore();
    const result = await logRenderError(
      { resources },
      { error: new TypeError('offers is undefined'), url: '/pret-hypothecaire?montant=200000', clientIp: '203.0.113.57' },
    );
    expect(result.ok).toBe(true);
    const [stored] = [...resources.records.values()];
    expect(stored?.type).toBe('loggederror');
    expect(stored?.attributes).toMatchObject({ url: '/pret-hypothecaire?montant=200000', sheet: 'global', ip: '203.0.113.0' });
    expect(String(stored?.attributes.content)).toMatch(/^error : TypeError: offers is undefined\n\s+at /);
  });

  it('keeps IPv6 and IPv4-mapped addresses truncated too, and no address when the server had none', async () => {
    const resources = recordStore();
    await logRenderError({ resources }, { error: new Error('a'), url: '/', clientIp: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
    await logRenderError({ resources }, { error: new Error('b'), url: '/', clientIp: '::ffff:198.51.100.23' });
    await logRenderError({ resources }, { error: new Error('c'), url: '/', clientIp: null });
    await logRenderError({ resources }, { error: new Error('d'), url: '/', clientIp: 'unknown' });
    expect([...resources.records.values()].map((record) => record.attributes.ip)).toEqual(['2001:db8:85a3::', '198.51.100.0', null, null]);
  });

  it('tells the error-reporting service the same URL, sheet and truncated address', async () => {
    const reporter = keepingReporter();
    const error = new Error('boom');
    await logRenderError({ resources: recordStore(), errorReporter: reporter }, { error, url: '/simulateur', clientIp: '192.0.2.77' });
    expect(reporter.reports).toEqual([{ error, context: { url: '/simulateur', sheet: 'global', ip: '192.0.2.0' } }]);
  });

  it('still reports to the service when the database refuses the logged error', async () => {
    const reporter = keepingReporter();
    const failing = {
      create: async () =>
        err({ type: 'resource/invalid' as const, resourceType: 'loggederror' as const, field: 'content', detail: 'panne' }),
    } as unknown as ResourceStore;
    const result = await logRenderError(
      { resources: failing, errorReporter: reporter },
      { error: new Error('boom'), url: '/', clientIp: null },
    );
    expect(result.ok).toBe(false);
    expect(reporter.reports).toHaveLength(1);
  });

  it('stores « / » for an empty URL rather than failing on it', async () => {
    const resources = recordStore();
    expect((await logRenderError({ resources }, { error: 'texte', url: '', clientIp: null })).ok).toBe(true);
    expect([...resources.records.values()][0]?.attributes).toMatchObject({ url: '/', content: 'error : texte' });
  });
});
