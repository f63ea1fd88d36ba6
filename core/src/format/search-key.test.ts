import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography.ts';
import { searchKey, searchKeySql } from './search-key.ts';

describe('searchKey', () => {
  it('puts case and every kind of apostrophe aside', () => {
    expect(searchKey('L’Assurance')).toBe("l'assurance");
    expect(searchKey("l'assurance")).toBe("l'assurance");
    expect(searchKey('‘Prêt’ d\u02bcÉté')).toBe("'prêt' d'été");
  });

  it('gives the SQL of the same key for a column', () => {
    expect(searchKeySql('a."title"')).toBe(`replace(replace(replace(lower(a."title"), '’', ''''), '‘', ''''), 'ʼ', '''')`);
  });

  describe('properties', () => {
    it('typesetting a text never changes what a search typed with straight apostrophes finds in it', () => {
      const words = fc.stringMatching(/^[a-zA-Zéè' ]{0,30}$/);
      fc.assert(
        fc.property(words, words, (text, typed) => {
          const stored = frenchTypography(text);
          // Only apostrophes differ between the two keys; spaces may differ where typesetting made them non-breaking.
          if (searchKey(text).includes(searchKey(typed)) && !/\s/.test(typed))
            expect(searchKey(stored).includes(searchKey(typed))).toBe(true);
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(fc.property(fc.string(), (text) => searchKey(searchKey(text)) === searchKey(text)));
    });
  });
});
