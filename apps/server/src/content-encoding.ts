import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Encodings chosen, by Accept-Encoding header (at most 100: a client inventing headers cannot grow it). */
const negotiated = new Map<string, ContentEncoding | null>();

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli, else gzip, else none (identity). A coding
 * listed with q=0 is refused; `*` stands for any coding not listed.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  // Browsers send a handful of different headers: each is read once, not on every cached page answered.
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  if (negotiated.size >= 100) negotiated.clear();
  const chosen = chooseEncoding(acceptEncoding);
  negotiated.set(acceptEncoding, chosen);
  return chosen;
}

function chooseEncoding(acceptEncoding: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentEncoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Compressed copies of cached bodies, made once per body and coding, and forgotten with the body. */
const encoded = new WeakMap<Uint8Array, Partial<Record<ContentEncoding, Uint8Array>>>();

/**
 * A cached body in the given coding. Brotli at quality 5 (about 1 ms for a 60 KB page, within a few per cent of
 * the best ratio) and gzip at level 6: paid by the first visitor of a cached page per coding, not by each one.
 */
export function encodeBody(body: Uint8Array, encoding: ContentEncoding): Uint8Array {
  const copies = encoded.get(body) ?? {};
  encoded.set(body, copies);
  copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 6 });
  return copies[encoding];
}
