import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UrlSigner } from '../ports/url-signer.ts';
import { checkPreview, PREVIEW_LIFETIME_DAYS, previewPath } from './preview-link.ts';

/** A signer for tests: the "signature" is the value reversed, checked exactly (the server's is HMAC-SHA256). */
const signer: UrlSigner = {
  sign: (value) => [...value].reverse().join(''),
  verify: (value, signature) => signer.sign(value) === signature,
};

const NOW = new Date('2026-11-27T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** The parts a route reads from a preview path. */
function requestOf(path: string) {
  const url = new URL(path, 'https://pretscope.example');
  const [, , kind = '', id = ''] = url.pathname.split('/');
  return { kind, id, expire: url.searchParams.get('expire'), signature: url.searchParams.get('signature') };
}

describe('preview links', () => {
  it('opens the record it names until its expiry, seven days on', () => {
    const path = previewPath(signer, 'article', 12, NOW);
    expect(path).toMatch(/^\/apercu\/article\/12\?expire=\d+&signature=/);
    expect(checkPreview(signer, requestOf(path), NOW)).toEqual({
      ok: true,
      link: { kind: 'article', id: 12, expires: NOW.getTime() / 1000 + PREVIEW_LIFETIME_DAYS * 86_400 },
    });
    expect(checkPreview(signer, requestOf(path), new Date(NOW.getTime() + PREVIEW_LIFETIME_DAYS * DAY)).ok).toBe(true);
    expect(checkPreview(signer, requestOf(path), new Date(NOW.getTime() + PREVIEW_LIFETIME_DAYS * DAY + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('opens a product at /apercu/produit/{id}, and a link made for one kind never opens the other', () => {
    const path = previewPath(signer, 'product', 7, NOW);
    expect(path).toMatch(/^\/apercu\/produit\/7\?expire=\d+&signature=/);
    const request = { ...requestOf(path), kind: 'product' };
    expect(checkPreview(signer, request, NOW)).toMatchObject({ ok: true, link: { kind: 'product', id: 7 } });
    expect(checkPreview(signer, { ...request, kind: 'article' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPreview(signer, { ...request, kind: 'produit' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a link pointed at another record, given a later date, or malformed', () => {
    const request = requestOf(previewPath(signer, 'article', 12, NOW));
    expect(checkPreview(signer, { ...request, id: '13' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPreview(signer, { ...request, expire: String(Number(request.expire) + 86_400) }, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkPreview(signer, { ...request, kind: 'product' }, NOW).ok).toBe(false);
    expect(checkPreview(signer, { ...request, signature: null }, NOW).ok).toBe(false);
    expect(checkPreview(signer, { ...request, expire: null }, NOW).ok).toBe(false);
    expect(checkPreview(signer, { ...request, id: '012' }, NOW).ok).toBe(false);
    expect(checkPreview(signer, { ...request, id: '1e3' }, NOW).ok).toBe(false);
  });

  it('property: a link opens exactly the id it was made for, and no changed id or expiry opens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (id, other, shift) => {
          const request = requestOf(previewPath(signer, 'article', id, NOW));
          expect(checkPreview(signer, request, NOW).ok).toBe(true);
          if (other !== id) expect(checkPreview(signer, { ...request, id: String(other) }, NOW).ok).toBe(false);
          expect(checkPreview(signer, { ...request, expire: String(Number(request.expire) + shift) }, NOW).ok).toBe(false);
        },
      ),
    );
  });
});
