import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outboundUrl } from './outbound-url.ts';

describe('outboundUrl', () => {
  it('is /go/{advertiser slug}/{slug}?id={id} (spec §3)', () => {
    expect(outboundUrl({ id: 42, slug: 'pret-personnel' }, { slug: 'ing-luxembourg' })).toBe('/go/ing-luxembourg/pret-personnel?id=42');
  });

  it('encodes characters that would change the path or the query', () => {
    expect(outboundUrl({ id: 1, slug: 'a/b?c=d' }, { slug: 'x#y' })).toBe('/go/x%23y/a%2Fb%3Fc%3Dd?id=1');
  });

  it('always has two path segments and the id, which decode back to the originals', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (advertiserSlug, slug, id) => {
        const url = outboundUrl({ id, slug }, { slug: advertiserSlug });
        const [path, query] = url.split('?');
        const segments = path!.split('/');
        expect(segments.slice(0, 2)).toEqual(['', 'go']);
        expect(segments).toHaveLength(4);
        expect(decodeURIComponent(segments[2]!)).toBe(advertiserSlug);
        expect(decodeURIComponent(segments[3]!)).toBe(slug);
        expect(query).toBe(`id=${id}`);
      }),
    );
  });
});
