import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchTextParts, frenchTypography } from './french-typography.ts';

/** Spaces made visible: '_' for U+202F (narrow, non-breaking), '~' for U+00A0 (non-breaking). */
function visible(text: string): string {
  return text.replaceAll('\u202f', '_').replaceAll('\u00a0', '~');
}

function typeset(text: string): string {
  return visible(frenchTypography(text));
}

describe('frenchTypography', () => {
  it('puts a narrow non-breaking space before ; ! ? and a non-breaking one before :', () => {
    expect(typeset('Pourquoi emprunter ? Parce que ! Ensuite ; enfin : tout.')).toBe(
      'Pourquoi emprunter_? Parce que_! Ensuite_; enfin~: tout.',
    );
    expect(typeset('Pourquoi?! Voici: la suite; fin!')).toBe('Pourquoi_?! Voici~: la suite_; fin_!');
    // A non-breaking space of the wrong width, and a line break, are put right.
    expect(typeset('Oui\u00a0? Non\u202f: peut-être\n!')).toBe('Oui_? Non~: peut-être_!');
  });

  it('puts narrow non-breaking spaces inside French quotation marks', () => {
    expect(typeset('Le « taux nominal » et le «TAEG»')).toBe('Le «_taux nominal_» et le «_TAEG_»');
    expect(typeset('«\u00a0déjà\u00a0»')).toBe('«_déjà_»');
  });

  it('keeps figures with their unit and digit groups together', () => {
    expect(typeset('1 874,04 € et 3,20 % sur 24 mois ou 20 ans')).toBe('1_874,04~€ et 3,20~% sur 24~mois ou 20~ans');
    expect(typeset('Entre 12 et 1 an, 15 jours, 250000€ ou 3%')).toBe('Entre 12 et 1~an, 15~jours, 250000~€ ou 3~%');
    expect(typeset('1 234 567 euros')).toBe('1_234_567~euros');
    // A group typed with a no-break space gets the narrow one French typography sets between groups.
    expect(typeset('250\u00a0000 € et 1\u00a0500')).toBe('250_000~€ et 1_500');
    // Figures that are not groups of three are left: a year before a figure, a list of numbers.
    expect(typeset('En 2025 150 banques, 12 1234')).toBe('En 2025 150 banques, 12 1234');
    // A unit-like word that is not the unit: « 2 anciens prêts ».
    expect(typeset('2 anciens prêts')).toBe('2 anciens prêts');
  });

  it('keeps a date’s day with its month', () => {
    expect(typeset('le 1er novembre 2026, le 11 février 2025 et le 7 août 2023')).toBe(
      'le 1er~novembre 2026, le 11~février 2025 et le 7~août 2023',
    );
    // Not a figure that is not a day: a year, an amount, a word that starts like a month.
    expect(typeset('2026 mai, 1,5 juin, 3 marsupiaux, 123 mars')).toBe('2026 mai, 1,5 juin, 3 marsupiaux, 123 mars');
  });

  it('turns a straight apostrophe between letters into a typographic one', () => {
    expect(typeset("Droits d'enregistrement, aujourd'hui, l'État")).toBe('Droits d’enregistrement, aujourd’hui, l’État');
    // A straight quote used as a quotation mark is not an apostrophe.
    expect(typeset("le mot 'taux'")).toBe("le mot 'taux'");
  });

  it('leaves URLs, e-mail addresses and times as written', () => {
    expect(typeset("Voir https://example.com/a?b=1&c=l'x ou www.pretscope.lu/taux?pays=LU !")).toBe(
      "Voir https://example.com/a?b=1&c=l'x ou www.pretscope.lu/taux?pays=LU_!",
    );
    expect(typeset("Écrivez à jean.o'neil@example.com : réponse à 10:30 ou 9:05.")).toBe(
      "Écrivez à jean.o'neil@example.com~: réponse à 10:30 ou 9:05.",
    );
    expect(typeset('mailto:contact@pretscope.lu?subject=Taux')).toBe('mailto:contact@pretscope.lu?subject=Taux');
  });

  it('changes nothing in text that needs nothing', () => {
    expect(frenchTypography('')).toBe('');
    expect(frenchTypography('Prêt immobilier au Luxembourg')).toBe('Prêt immobilier au Luxembourg');
  });

  describe('properties', () => {
    const characters = [
      'a',
      'é',
      'L',
      'x',
      '1',
      '0',
      '9',
      ' ',
      ' ',
      '\n',
      '\u00a0',
      '\u202f',
      "'",
      '’',
      ':',
      ';',
      '!',
      '?',
      '%',
      '€',
      '«',
      '»',
      ',',
      '.',
      '/',
      '@',
      'h',
      't',
      'p',
      's',
      'w',
      'm',
      'o',
      'i',
      'n',
      'e',
      'r',
    ];
    const frenchish = fc.oneof(
      fc.string({ unit: fc.constantFrom(...characters), maxLength: 60 }),
      // URLs end at a space, as they do in prose.
      fc
        .array(fc.constantFrom('https://a.fr/x?y ', 'www.b.lu ', 'c@d.fr ', '10:30', '1 234', ' mois', ' ans', "l'", ' ', 'a'), {
          maxLength: 12,
        })
        .map((pieces) => pieces.join('')),
    );
    const withoutSpacesAndApostrophes = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '').replaceAll('’', "'");

    it('is idempotent', () => {
      fc.assert(
        fc.property(frenchish, (text) => {
          const once = frenchTypography(text);
          expect(frenchTypography(once)).toBe(once);
        }),
        { numRuns: 2000 },
      );
    });

    it('changes only spaces and apostrophes', () => {
      fc.assert(
        fc.property(frenchish, (text) => {
          expect(withoutSpacesAndApostrophes(frenchTypography(text))).toBe(withoutSpacesAndApostrophes(text));
        }),
        { numRuns: 2000 },
      );
    });

    it('never leaves a breakable space before : ; ! ? % € or »', () => {
      fc.assert(
        fc.property(frenchish, (text) => {
          expect(frenchTypography(text)).not.toMatch(/[ \t\n\r][:;!?%€»]/);
        }),
        { numRuns: 2000 },
      );
    });

    it('never leaves a breakable space between a figure and mois, ans, € or %', () => {
      fc.assert(
        fc.property(frenchish, (text) => {
          expect(frenchTypography(text)).not.toMatch(/\d[ \t\n\r]+(mois|ans?|€|%)(?![\p{L}\p{N}])/u);
        }),
        { numRuns: 2000 },
      );
    });
  });
});

describe('frenchTextParts', () => {
  it('cuts ordinals out, for their suffix to be set in superscript', () => {
    expect(frenchTextParts('Le 1er janvier, la 2e année, au XXe siècle')).toEqual([
      { kind: 'text', text: 'Le ' },
      { kind: 'ordinal', figure: '1', suffix: 'er' },
      { kind: 'text', text: '\u00a0janvier, la ' },
      { kind: 'ordinal', figure: '2', suffix: 'e' },
      { kind: 'text', text: ' année, au ' },
      { kind: 'ordinal', figure: 'XX', suffix: 'e' },
      { kind: 'text', text: ' siècle' },
    ]);
    const ordinals = (text: string) =>
      frenchTextParts(text).flatMap((part) => (part.kind === 'ordinal' ? [`${part.figure}^${part.suffix}`] : []));
    expect(ordinals('la 1re, les 3es, le 2nd, la 2nde, François Ier, la Ve République')).toEqual([
      '1^re',
      '3^es',
      '2^nd',
      '2^nde',
      'I^er',
      'V^e',
    ]);
  });

  it('does not take words, figures or URLs for ordinals', () => {
    const text = 'Le Ce Les Vers 1e5 12 mois 3,5e https://a.fr/1er-avril x1er';
    expect(frenchTextParts(text).filter((part) => part.kind === 'ordinal')).toEqual([]);
  });

  it('applies the typography to the text around ordinals', () => {
    expect(frenchTextParts("Le 1er prêt : l'offre")).toEqual([
      { kind: 'text', text: 'Le ' },
      { kind: 'ordinal', figure: '1', suffix: 'er' },
      { kind: 'text', text: ' prêt\u00a0: l’offre' },
    ]);
  });

  it('joins back into the typeset text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '2', 'e', 'r', 'X', 'I', ' ', ':', "'", 'a', 'n', 'd', 's'), maxLength: 40 }),
        (text) => {
          const joined = frenchTextParts(text)
            .map((part) => (part.kind === 'text' ? part.text : part.figure + part.suffix))
            .join('');
          expect(joined).toBe(frenchTypography(text));
        },
      ),
    );
  });
});
