import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShownOffers, isBotUserAgent, parseShownOffers, shownOffersOf } from './shown-offers.ts';

describe('shownOffersOf', () => {
  it('gives each product once, at its first rank', () => {
    expect(shownOffersOf([{ productId: 4 }, { productId: 9 }, { productId: 4 }, { productId: 2 }])).toEqual([
      { productId: 4, rank: 1 },
      { productId: 9, rank: 2 },
      { productId: 2, rank: 4 },
    ]);
  });
});

describe('formatShownOffers and parseShownOffers', () => {
  it('write and read the header', () => {
    expect(
      formatShownOffers([
        { productId: 12, rank: 1 },
        { productId: 7, rank: 2 },
      ]),
    ).toBe('12:1,7:2');
    expect(parseShownOffers('12:1,7:2')).toEqual([
      { productId: 12, rank: 1 },
      { productId: 7, rank: 2 },
    ]);
  });

  it('skip what is malformed', () => {
    expect(parseShownOffers('12:1,x:2,0:3,5:0,-1:2, 8:4 ,9:1:1')).toEqual([
      { productId: 12, rank: 1 },
      { productId: 8, rank: 4 },
    ]);
    expect(parseShownOffers(null)).toEqual([]);
    expect(parseShownOffers('')).toEqual([]);
  });

  it('read back what they wrote (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ productId: fc.integer({ min: 1, max: 1e6 }) }), { maxLength: 50 }), (ranked) => {
        const shown = shownOffersOf(ranked);
        expect(parseShownOffers(formatShownOffers(shown))).toEqual(shown);
      }),
    );
  });
});

describe('isBotUserAgent', () => {
  it('skips robots that name themselves, and counts browsers and clients without a User-Agent', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    ])
      expect(isBotUserAgent(bot), bot).toBe(true);
    for (const person of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      null,
      '',
    ])
      expect(isBotUserAgent(person), String(person)).toBe(false);
  });
});
