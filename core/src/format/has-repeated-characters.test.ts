import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRepeatedCharacters } from './has-repeated-characters.ts';

const VOWELS = 'aeiouy';
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

describe('hasRepeatedCharacters', () => {
  it('catches keyboard mashing in names', () => {
    expect(hasRepeatedCharacters('Jeannnnne', 3)).toBe(true);
    expect(hasRepeatedCharacters('xkcdfgh', 3)).toBe(true);
    expect(hasRepeatedCharacters('aaaaaa', 3)).toBe(true);
    expect(hasRepeatedCharacters('Marie!!!!', 3)).toBe(true);
    expect(hasRepeatedCharacters('0000', 3)).toBe(true);
  });

  it('accepts ordinary French names', () => {
    for (const name of ['Jeanne', 'Jean-Pierre', "N'Golo", 'Éloïse', 'François', 'Gaëlle Le Goff', 'Yves']) {
      expect(hasRepeatedCharacters(name, 3)).toBe(false);
    }
  });

  it('tolerates exactly n and flags n + 1', () => {
    expect(hasRepeatedCharacters('strb', 3)).toBe(true);
    expect(hasRepeatedCharacters('str', 3)).toBe(false);
    expect(hasRepeatedCharacters('aei', 3)).toBe(false);
    expect(hasRepeatedCharacters('aeio', 3)).toBe(true);
  });

  it("counts 'y' as a vowel", () => {
    expect(hasRepeatedCharacters('ayoe', 3)).toBe(true);
    expect(hasRepeatedCharacters('Sylvie', 2)).toBe(false);
    expect(hasRepeatedCharacters('lym', 2)).toBe(false);
    // The price of the rule: a 'y' between vowels sounds like a consonant but still counts as a vowel.
    expect(hasRepeatedCharacters('Diaye', 3)).toBe(true);
    expect(hasRepeatedCharacters('Diaye', 4)).toBe(false);
  });

  it('ignores case and accents', () => {
    expect(hasRepeatedCharacters('ÉÈÊË', 3)).toBe(true);
    expect(hasRepeatedCharacters('Aaaa', 3)).toBe(true);
    expect(hasRepeatedCharacters('ÇçÇç', 3)).toBe(true);
    expect(hasRepeatedCharacters('e\u0301e\u0301e\u0301', 2)).toBe(true); // accents typed as combining marks
    expect(hasRepeatedCharacters('e\u0301e\u0301e\u0301', 3)).toBe(false);
  });

  it('flags repeated non-letters only when they are identical', () => {
    expect(hasRepeatedCharacters('----', 3)).toBe(true);
    expect(hasRepeatedCharacters('-.-.', 1)).toBe(false);
    expect(hasRepeatedCharacters('12345', 1)).toBe(false);
    expect(hasRepeatedCharacters('a  b', 1)).toBe(true);
  });

  it('lets any non-letter break a run of letters', () => {
    expect(hasRepeatedCharacters('str-str', 3)).toBe(false);
    expect(hasRepeatedCharacters('aei aei', 3)).toBe(false);
  });

  it('gives letters of other scripts no vowel or consonant class', () => {
    expect(hasRepeatedCharacters('Дмитрий', 2)).toBe(false);
    expect(hasRepeatedCharacters('王小明', 1)).toBe(false);
    expect(hasRepeatedCharacters('明明明', 2)).toBe(true);
  });

  it('counts ligatures and letters without decomposition as one letter each', () => {
    expect(hasRepeatedCharacters('Cœur', 2)).toBe(false); // œ + u: two vowels
    expect(hasRepeatedCharacters('Cœur', 1)).toBe(true);
    expect(hasRepeatedCharacters('Łódź', 1)).toBe(true); // dź: two consonants
    expect(hasRepeatedCharacters('Straße', 3)).toBe(false);
  });

  it('flags every character when none is tolerated, and nothing in an empty text', () => {
    expect(hasRepeatedCharacters('a', 0)).toBe(true);
    expect(hasRepeatedCharacters('', 0)).toBe(false);
  });

  it('refuses a negative or missing threshold', () => {
    expect(() => hasRepeatedCharacters('abc', -1)).toThrow(RangeError);
    expect(() => hasRepeatedCharacters('abc', Number.NaN)).toThrow(RangeError);
  });

  describe('properties', () => {
    // Characters that stay one character once folded, mixing every class and the same letter in two cases.
    const nameLike = fc.string({ unit: fc.constantFrom(...'aeyzbkÉéçœ- 1!'.split('')), maxLength: 30 });
    const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), nameLike);
    const threshold = fc.integer({ min: 0, max: 8 });

    it('is monotonic in n: flagged with a larger tolerance means flagged with a smaller one', () => {
      fc.assert(
        fc.property(anyText, threshold, (text, n) => {
          if (hasRepeatedCharacters(text, n + 1)) expect(hasRepeatedCharacters(text, n)).toBe(true);
          if (!hasRepeatedCharacters(text, n)) expect(hasRepeatedCharacters(text, n + 1)).toBe(false);
        }),
      );
    });

    it('never flags a text no longer than n', () => {
      fc.assert(
        fc.property(nameLike, (text) => {
          expect(hasRepeatedCharacters(text, Array.from(text).length)).toBe(false);
        }),
      );
    });

    it('stays flagged when the text is surrounded by more text', () => {
      fc.assert(
        fc.property(anyText, anyText, anyText, threshold, (before, text, after, n) => {
          fc.pre(hasRepeatedCharacters(text, n));
          expect(hasRepeatedCharacters(before + text + after, n)).toBe(true);
        }),
      );
    });

    it('flags any character repeated n + 1 times', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), anyText, threshold, (character, rest, n) => {
          expect(hasRepeatedCharacters(rest + character.repeat(n + 1), n)).toBe(true);
        }),
      );
    });

    it('flags n + 1 different vowels or consonants in a row', () => {
      const run = (letters: string) => fc.array(fc.constantFrom(...letters.split('')), { minLength: 1, maxLength: 8 });
      fc.assert(
        fc.property(fc.oneof(run(VOWELS), run(CONSONANTS)), (letters) => {
          expect(hasRepeatedCharacters(letters.join(''), letters.length - 1)).toBe(true);
          expect(hasRepeatedCharacters(letters.join(''), letters.length)).toBe(false);
        }),
      );
    });

    it('never flags alternating vowels and consonants for n ≥ 1', () => {
      const pair = fc.tuple(fc.constantFrom(...VOWELS.split('')), fc.constantFrom(...CONSONANTS.split('')));
      fc.assert(
        fc.property(fc.array(pair, { maxLength: 20 }), fc.boolean(), fc.integer({ min: 1, max: 8 }), (pairs, consonantFirst, n) => {
          const text = pairs.map(([v, c]) => (consonantFirst ? c + v : v + c)).join('');
          expect(hasRepeatedCharacters(text, n)).toBe(false);
        }),
      );
    });

    it('ignores case and accents on Latin letters', () => {
      const accented: Record<string, string> = { a: 'àâä', e: 'éèêë', i: 'îï', o: 'ôö', u: 'ùûü', y: 'ÿ', c: 'ç', n: 'ñ' };
      const letter = fc.constantFrom(...(VOWELS + CONSONANTS).split(''));
      fc.assert(
        fc.property(fc.array(fc.tuple(letter, fc.nat(), fc.boolean()), { maxLength: 20 }), fc.integer({ min: 0, max: 5 }), (letters, n) => {
          const plain = letters.map(([l]) => l).join('');
          const disguised = letters
            .map(([l, pick, upper]) => {
              const variants = accented[l] ?? l;
              const chosen = variants[pick % variants.length]!;
              return upper ? chosen.toUpperCase() : chosen;
            })
            .join('');
          expect(hasRepeatedCharacters(disguised, n)).toBe(hasRepeatedCharacters(plain, n));
        }),
      );
    });
  });
});
