import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, negotiateEncoding } from './content-encoding.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and answers uncompressed otherwise', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('follows q-values: refused codings (q=0), a higher gzip weight, and *', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1.0, GZIP;q=0.1')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('encodeBody', () => {
  const page = new TextEncoder().encode(
    `<!DOCTYPE html><html lang="fr-FR"><body>${'<p>Prêt hypothécaire à taux fixe — 3,45 %</p>'.repeat(500)}</body></html>`,
  );

  it('compresses to bytes that decompress to the very same page', () => {
    const br = encodeBody(page, 'br');
    const gzip = encodeBody(page, 'gzip');
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gzip.length).toBeLessThan(page.length / 10);
    expect(new Uint8Array(brotliDecompressSync(br))).toEqual(page);
    expect(new Uint8Array(gunzipSync(gzip))).toEqual(page);
  });

  it('compresses a body once per coding', () => {
    expect(encodeBody(page, 'br')).toBe(encodeBody(page, 'br'));
    expect(encodeBody(page, 'gzip')).not.toBe(encodeBody(page, 'br'));
  });
});
