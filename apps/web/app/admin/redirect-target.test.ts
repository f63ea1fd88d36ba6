import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, loginUrlFor, safeAdminRedirect } from './redirect-target.ts';

describe('safeAdminRedirect (no open redirect after login)', () => {
  it('keeps a path of the back office with its query', () => {
    expect(safeAdminRedirect('/_admin_/products/12')).toBe('/_admin_/products/12');
    expect(safeAdminRedirect('/_admin_/articles?q=taux&sort=-publishedAt&page=2')).toBe(
      '/_admin_/articles?q=taux&sort=-publishedAt&page=2',
    );
    expect(safeAdminRedirect('/_admin_')).toBe('/_admin_');
  });

  it('sends anything else to the back office’s home', () => {
    for (const hostile of [
      'https://evil.example/_admin_',
      '//evil.example/_admin_',
      '/\\evil.example/_admin_',
      '\\\\evil.example',
      '/_admin_/../../evil',
      '/_admin_evil',
      '/pret-hypothecaire',
      'javascript:alert(1)',
      '/_admin_/\tx',
      '/_admin_/login?redirect=/_admin_/users',
      '/_admin_/session',
      '',
      null,
      undefined,
      `/_admin_/${'a'.repeat(3000)}`,
    ]) {
      expect(safeAdminRedirect(hostile)).toBe(ADMIN_HOME);
    }
    // Dot segments are resolved before the check: what is kept is where the browser would really go.
    expect(safeAdminRedirect('/_admin_/products/../users')).toBe('/_admin_/users');
  });

  it('never answers a path outside the back office, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/_admin_${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (input) => {
          const target = safeAdminRedirect(input);
          const resolved = new URL(target, 'https://www.pretscope.example');
          expect(resolved.origin).toBe('https://www.pretscope.example');
          expect(resolved.pathname === '/_admin_' || resolved.pathname.startsWith('/_admin_/')).toBe(true);
          expect(target.startsWith('//')).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('loginUrlFor', () => {
  it('carries the page to return to, and says when the session expired', () => {
    expect(loginUrlFor('/_admin_/products/12?tab=taux')).toBe('/_admin_/login?redirect=%2F_admin_%2Fproducts%2F12%3Ftab%3Dtaux');
    expect(loginUrlFor('/_admin_', { expired: true })).toBe('/_admin_/login?expiree=1');
    expect(loginUrlFor('https://evil.example')).toBe('/_admin_/login');
  });
});
