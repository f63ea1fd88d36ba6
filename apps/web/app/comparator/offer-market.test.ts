import { describe, expect, it } from 'vitest';
import { offerMarket } from './offer-market.ts';

const at = (query: string) => new URL(`https://www.pretscope.example/pret-hypothecaire${query}`);

describe('offerMarket: whose offers a comparator lists', () => {
  it('follows the visitor’s country by default, and every country without one', () => {
    expect(offerMarket(at(''), 'BE')).toBe('BE');
    expect(offerMarket(at(''), undefined)).toBeUndefined();
  });

  it('lets the URL’s filter name another market, or every country', () => {
    expect(offerMarket(at('?marche=FR'), 'BE')).toBe('FR');
    expect(offerMarket(at('?marche=LUX'), undefined)).toBe('LUX');
    expect(offerMarket(at('?marche=tous'), 'BE')).toBeUndefined();
  });

  it('reads an unknown filter as none', () => {
    expect(offerMarket(at('?marche=DE'), 'FR')).toBe('FR');
    expect(offerMarket(at('?marche=be'), undefined)).toBeUndefined();
  });
});
