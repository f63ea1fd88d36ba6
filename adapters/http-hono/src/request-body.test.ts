import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate } from './request-body.ts';

describe('hasLoneSurrogate', () => {
  it('finds half of a surrogate pair anywhere in a parsed body, keys included', () => {
    expect(hasLoneSurrogate(JSON.parse('{"data":{"attributes":{"message":"\\udfff"}}}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('["ok", ["\\ud800x"]]'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"\\udc00":1}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"name":"Prêt 🏦 à 3,5 %","n":1,"b":true,"z":null}'))).toBe(false);
  });

  describe('properties', () => {
    it('never flags well-formed text, and always flags it once a lone half is put in', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: 'grapheme' }),
          fc.integer({ min: 0xd800, max: 0xdfff }),
          (before, after, half) => {
            expect(hasLoneSurrogate({ text: before + after, list: [before] })).toBe(false);
            expect(hasLoneSurrogate({ text: before + String.fromCharCode(half) + (half >= 0xdc00 ? '' : 'x') + after })).toBe(true);
          },
        ),
      );
    });
  });
});

describe('hasLoneSurrogate on hostile nesting', () => {
  it('walks a body nested 100 000 deep, or half a million items wide, without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\udfff"${']'.repeat(100_000)}`);
    expect(hasLoneSurrogate(deep)).toBe(true);
    expect(hasLoneSurrogate(JSON.parse(`${'['.repeat(100_000)}"ok"${']'.repeat(100_000)}`))).toBe(false);
    expect(hasLoneSurrogate(new Array(500_000).fill(0))).toBe(false);
  });
});
