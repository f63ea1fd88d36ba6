import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSecurityHeaders, sentryOrigin } from './page-security-headers.server.ts';

const directivesOf = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  const none = { gaMeasurementId: null, sentryDsn: null };

  it('lets scripts run only from the site or with the render’s nonce, and nothing frame the site', () => {
    const policy = directivesOf(contentSecurityPolicy({ nonce: 'abc123', integrations: none, https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('names Google’s hosts only with a measurement id, and Sentry’s origin only with a DSN', () => {
    const policy = directivesOf(
      contentSecurityPolicy({
        nonce: 'n',
        integrations: { gaMeasurementId: 'G-TEST', sentryDsn: 'https://key@o1.ingest.sentry.io/42' },
        https: true,
      }),
    );
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(policy.get('connect-src')?.join(' ')).not.toContain('key@');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('never lets a nonce break out of its directive', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 4, maxLength: 44 }), (nonce) => {
        const policy = directivesOf(contentSecurityPolicy({ nonce, integrations: none, https: false }));
        expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      }),
    );
  });
});

describe('sentryOrigin', () => {
  it('keeps the scheme, host and port of a DSN, and refuses anything else', () => {
    expect(sentryOrigin('http://public@127.0.0.1:9000/1')).toBe('http://127.0.0.1:9000');
    expect(sentryOrigin('javascript:alert(1)')).toBeNull();
    expect(sentryOrigin('not a url')).toBeNull();
  });
});

describe('pageSecurityHeaders', () => {
  it('asks browsers for https only where the site is on https', () => {
    expect(pageSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(pageSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff');
  });
});
