import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it('lowercases and strips accents', () => {
    expect(slugify('Prêt hypothécaire')).toBe('pret-hypothecaire');
    expect(slugify('ÉLÈVE Ça Où Naïve Noël')).toBe('eleve-ca-ou-naive-noel');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
  });

  it('turns apostrophes and other separators into hyphens', () => {
    expect(slugify("Crédit à la consommation l'été")).toBe('credit-a-la-consommation-l-ete');
    expect(slugify('Crédit à la consommation l’été')).toBe('credit-a-la-consommation-l-ete');
    expect(slugify('prêts/crédits_auto.taux,fixe')).toBe('prets-credits-auto-taux-fixe');
    expect(slugify('Qui sommes-nous ?')).toBe('qui-sommes-nous');
    expect(slugify('« Taux » (fixe) — 2024')).toBe('taux-fixe-2024');
    expect(slugify('Taux 3.5%')).toBe('taux-3-5');
  });

  it('collapses runs of spaces and hyphens and trims them at both ends', () => {
    expect(slugify('  Banque  de   Luxembourg ')).toBe('banque-de-luxembourg');
    expect(slugify('--a -- b--')).toBe('a-b');
    expect(slugify('a\t\nb\u00a0c')).toBe('a-b-c');
  });

  it('spells letters that have no decomposition in ASCII', () => {
    expect(slugify('Œuvre Cæsar Straße Øresund Łódź')).toBe('oeuvre-caesar-strasse-oresund-lodz');
    expect(slugify('STRAẞE')).toBe('strasse');
  });

  it('unfolds compatibility characters', () => {
    expect(slugify('ﬁnance 50 m²')).toBe('finance-50-m2');
    expect(slugify('ＦＵＬＬ')).toBe('full');
    expect(slugify('İstanbul')).toBe('istanbul');
  });

  it('removes symbols and letters of other scripts without splitting words', () => {
    expect(slugify('100€ net')).toBe('100-net');
    expect(slugify('AT€T')).toBe('att');
    expect(slugify('prêt 🏠 maison')).toBe('pret-maison');
    expect(slugify('Кредит')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify(' - / . ')).toBe('');
  });

  it('leaves a slug unchanged', () => {
    expect(slugify('pret-hypothecaire')).toBe('pret-hypothecaire');
    expect(slugify('2024-taux-bce')).toBe('2024-taux-bce');
  });

  describe('properties', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(..."aéÉœß’' -_./,ÀçÇ1 İﬁ²".split('')), maxLength: 40 }),
    );

    it('answers a well-formed slug or nothing', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const slug = slugify(text);
          expect(slug === '' || SLUG.test(slug)).toBe(true);
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(slugify(slugify(text))).toBe(slugify(text));
        }),
      );
    });

    it('ignores case and accents', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(slugify(text.toUpperCase())).toBe(slugify(text.toLowerCase()));
          expect(slugify(text.normalize('NFC'))).toBe(slugify(text.normalize('NFD')));
        }),
      );
    });

    it('joins words made of ASCII letters and digits with single hyphens', () => {
      const word = fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/);
      const separator = fc.stringMatching(/^[ \t_./,'’-]{1,4}$/);
      fc.assert(
        fc.property(fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 6 }), (parts) => {
          const text = parts.map(([w, s]) => w + s).join('');
          expect(slugify(text)).toBe(parts.map(([w]) => w.toLowerCase()).join('-'));
        }),
      );
    });
  });
});
