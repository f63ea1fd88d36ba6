import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathAndQuery, pathOnly } from './url-parts.ts';

describe('pathAndQuery and pathOnly', () => {
  it('read what URL reads as pathname + search and pathname, on the URLs the server is given', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (written) => {
        // @hono/node-server hands the app a normalized absolute URL (URL's href for anything unusual).
        const url = new URL(written);
        // A bare '?' is kept (URL's search is then empty): the same page under another key, never another page.
        const bareQuestionMark = url.search === '' && (url.href.split('#')[0] ?? '').includes('?');
        expect(pathAndQuery(url.href)).toBe(`${url.pathname}${bareQuestionMark ? '?' : url.search}`);
        expect(pathOnly(url.href)).toBe(url.pathname);
      }),
    );
  });

  it('handles a host alone, a port, IPv6 and a fragment', () => {
    expect(pathAndQuery('http://localhost:3000')).toBe('/');
    expect(pathAndQuery('http://[::1]:3000/pret-auto?montant=1#faq')).toBe('/pret-auto?montant=1');
    expect(pathOnly('https://pretscope.example/articles/x?page=2')).toBe('/articles/x');
  });
});
