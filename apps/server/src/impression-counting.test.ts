import type { ShownOffer } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { impressionCounting, takeShownOffers } from './impression-counting.ts';

const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://localhost/pret-hypothecaire', { method, headers });

describe('takeShownOffers', () => {
  it('reads the page’s offers and takes the header off the answer', () => {
    const response = new Response('<html></html>', { headers: { 'x-pretscope-shown-offers': '4:1,9:2', 'content-type': 'text/html' } });
    expect(takeShownOffers(response)).toEqual([
      { productId: 4, rank: 1 },
      { productId: 9, rank: 2 },
    ]);
    expect(response.headers.has('x-pretscope-shown-offers')).toBe(false);
  });

  it('gives the same list object for the same offers, so that the tally counts a page in one step', () => {
    const made = () => new Response('', { headers: { 'x-pretscope-shown-offers': '5:1,6:2' } });
    expect(takeShownOffers(made())).toBe(takeShownOffers(made()));
  });

  it('gives nothing for a page without offers', () => {
    expect(takeShownOffers(new Response(''))).toBeUndefined();
  });
});

describe('impressionCounting', () => {
  const shown: ShownOffer[] = [{ productId: 1, rank: 1 }];
  const counted = (req: Request, ...given: [readonly ShownOffer[] | undefined] | []) => {
    const offers = given.length === 0 ? shown : given[0];
    const seen: (readonly ShownOffer[])[] = [];
    impressionCounting((list) => seen.push(list))(req, offers);
    return seen.length;
  };

  it('counts a page given to a person, or to a client that sends no User-Agent', () => {
    expect(counted(request({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }))).toBe(1);
    expect(counted(request())).toBe(1);
  });

  it('counts neither robots, prefetches, other methods, nor pages without offers', () => {
    expect(counted(request({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))).toBe(0);
    expect(counted(request({ 'sec-purpose': 'prefetch;prerender' }))).toBe(0);
    expect(counted(request({ purpose: 'prefetch' }))).toBe(0);
    expect(counted(request({}, 'HEAD'))).toBe(0);
    expect(counted(request(), [])).toBe(0);
    expect(counted(request(), undefined)).toBe(0);
  });
});
