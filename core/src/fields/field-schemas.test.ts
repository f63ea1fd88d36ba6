import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { slugify } from '../format/slugify.ts';
import {
  amount,
  dateInput,
  dayInput,
  durationMonths,
  emailSchema,
  httpUrl,
  id,
  idList,
  imageReference,
  isHttpUrl,
  markdownText,
  rate,
  requiredText,
  slugSchema,
} from './field-schemas.ts';
import { issuesOf, parseValid } from './schema-issues.test-support.ts';

describe('requiredText', () => {
  const name = requiredText('Le nom', 10);

  it('trims the text', () => {
    expect(parseValid(name, '  ING  ')).toBe('ING');
  });

  it('refuses empty or blank text', () => {
    expect(issuesOf(name, '')).toEqual([': Le nom est obligatoire.']);
    expect(issuesOf(name, '   ')).toEqual([': Le nom est obligatoire.']);
  });

  it('refuses text over the limit, counted after trimming', () => {
    expect(parseValid(name, ' 1234567890 ')).toBe('1234567890');
    expect(issuesOf(name, '12345678901')).toEqual([': Le nom ne doit pas dépasser 10 caractères.']);
  });

  it('refuses what is not text', () => {
    expect(issuesOf(name, 12)).toEqual([': Le nom doit être un texte.']);
  });
});

describe('markdownText', () => {
  it('keeps markdown exactly as written, indentation included', () => {
    expect(parseValid(markdownText('Le contenu'), '    code\n\n')).toBe('    code\n\n');
  });
});

describe('slugSchema', () => {
  it('accepts words of lowercase letters and digits joined by single hyphens', () => {
    expect(parseValid(slugSchema, 'pret-hypothecaire-2025')).toBe('pret-hypothecaire-2025');
  });

  it('refuses anything else, with one French message', () => {
    for (const text of ['Pret', 'prêt', 'pret--immo', '-pret', 'pret-', 'pret immo', 'pret_immo']) {
      expect(issuesOf(slugSchema, text), text).toEqual([
        ': Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
      ]);
    }
    expect(issuesOf(slugSchema, '')).toEqual([': Le slug est obligatoire.']);
    expect(issuesOf(slugSchema, 'a'.repeat(121))).toEqual([': Le slug ne doit pas dépasser 120 caractères.']);
  });

  it('accepts exactly the non-empty texts slugify leaves unchanged (up to 120 characters)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[a-z0-9-]{1,30}$/)), (text) => {
        const isFixedPoint = text !== '' && slugify(text) === text;
        expect(v.is(slugSchema, text)).toBe(isFixedPoint);
      }),
    );
  });

  it('accepts what slugify makes of any title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (title) => {
        const slug = slugify(title);
        if (slug !== '') expect(issuesOf(slugSchema, slug)).toEqual([]);
      }),
    );
  });
});

describe('emailSchema', () => {
  it('trims and lowercases the address, so one address has one spelling', () => {
    expect(parseValid(emailSchema, '  Marie.Muller@Example.LU ')).toBe('marie.muller@example.lu');
  });

  it('refuses an invalid address', () => {
    expect(issuesOf(emailSchema, 'marie@')).toEqual([': Adresse e-mail invalide.']);
    expect(issuesOf(emailSchema, 'marie muller@example.lu')).toEqual([': Adresse e-mail invalide.']);
  });

  it('refuses an empty or overlong address', () => {
    expect(issuesOf(emailSchema, ' ')).toEqual([': L’adresse e-mail est obligatoire.']);
    expect(issuesOf(emailSchema, `${'a'.repeat(245)}@example.lu`)).toContain(': L’adresse e-mail ne doit pas dépasser 254 caractères.');
  });
});

describe('httpUrl', () => {
  const link = httpUrl('Le lien');

  it('accepts absolute http and https URLs', () => {
    expect(parseValid(link, ' https://www.ing.lu/prets?utm=x ')).toBe('https://www.ing.lu/prets?utm=x');
    expect(parseValid(link, 'http://example.com')).toBe('http://example.com');
  });

  it('refuses links that could run a script or lead nowhere', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      '/pret-personnel',
      'www.ing.lu',
      'https://',
      'http:example.com',
      'HTTPS:/example.com',
    ]) {
      expect(issuesOf(link, text), text).toEqual([': Le lien doit être une adresse web commençant par http:// ou https://.']);
    }
  });

  it('agrees with isHttpUrl on generated URLs', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'file'] }), (url) => {
        expect(isHttpUrl(url)).toBe(/^https?:\/\//.test(url));
      }),
    );
    // fc.webUrl() is slow to generate: 7 s for the 100 runs on a loaded machine.
  }, 30_000);
});

describe('imageReference', () => {
  const logo = imageReference('Le logo');

  it('accepts a path on this site or an http(s) URL', () => {
    expect(parseValid(logo, '/uploads/ing.png')).toBe('/uploads/ing.png');
    expect(parseValid(logo, 'https://cdn.example.com/ing.png')).toBe('https://cdn.example.com/ing.png');
  });

  it('refuses a protocol-relative URL, which points to another site', () => {
    expect(issuesOf(logo, '//evil.example/ing.png')).toEqual([
      ': Le logo doit être un chemin commençant par / ou une adresse web http(s).',
    ]);
    expect(issuesOf(logo, 'uploads/ing.png')).toHaveLength(1);
  });
});

describe('rate', () => {
  it('accepts 0 to 100 percent', () => {
    expect(parseValid(rate(), 0)).toBe(0);
    expect(parseValid(rate(), 100)).toBe(100);
  });

  it('refuses rates outside 0–100 %', () => {
    expect(issuesOf(rate(), -0.01)).toEqual([': Le taux doit être compris entre 0 et 100\u00a0%.']);
    expect(issuesOf(rate(), 100.01)).toEqual([': Le taux doit être compris entre 0 et 100\u00a0%.']);
    expect(issuesOf(rate(), Number.POSITIVE_INFINITY)).toEqual([': Le taux doit être compris entre 0 et 100\u00a0%.']);
  });

  it('refuses what is not a number, NaN included', () => {
    expect(issuesOf(rate(), '3,5')).toEqual([': Le taux doit être un nombre.']);
    expect(issuesOf(rate(), Number.NaN)).toEqual([': Le taux doit être un nombre.']);
  });
});

describe('amount', () => {
  it('accepts amounts above 0 up to 100 000 000 €', () => {
    expect(parseValid(amount(), 0.01)).toBe(0.01);
    expect(parseValid(amount(), 100_000_000)).toBe(100_000_000);
  });

  it('refuses 0, negative and larger amounts', () => {
    expect(issuesOf(amount(), 0)).toEqual([': Le montant doit être supérieur à 0\u00a0€.']);
    expect(issuesOf(amount(), -5)).toEqual([': Le montant doit être supérieur à 0\u00a0€.']);
    expect(issuesOf(amount(), 100_000_000.01)).toEqual([': Le montant ne doit pas dépasser 100\u202f000\u202f000\u00a0€.']);
  });
});

describe('durationMonths', () => {
  it('accepts whole months from 1 to 600', () => {
    expect(parseValid(durationMonths(), 1)).toBe(1);
    expect(parseValid(durationMonths(), 600)).toBe(600);
  });

  it('refuses fractions and durations outside 1–600 months', () => {
    expect(issuesOf(durationMonths(), 12.5)).toEqual([': La durée doit être un nombre entier de mois.']);
    expect(issuesOf(durationMonths(), 0)).toEqual([': La durée doit être comprise entre 1 et 600\u00a0mois.']);
    expect(issuesOf(durationMonths(), 601)).toEqual([': La durée doit être comprise entre 1 et 600\u00a0mois.']);
  });
});

describe('id and idList', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseValid(id(), 7)).toBe(7);
    for (const value of [0, -1, 1.5])
      expect(issuesOf(id(), value), String(value)).toEqual([': L’identifiant doit être un entier positif.']);
  });

  it('refuses a list with the same id twice', () => {
    expect(parseValid(idList('catégories'), [1, 2])).toEqual([1, 2]);
    expect(issuesOf(idList('catégories'), [1, 2, 1])).toEqual([': La liste de catégories contient un doublon.']);
    expect(issuesOf(idList('catégories'), [1, 0])).toEqual(['1: Chaque identifiant de catégories doit être un entier positif.']);
  });
});

describe('dateInput', () => {
  it('reads ISO text and valid dates', () => {
    expect(parseValid(dateInput(), '2025-03-31T16:05:00+02:00').toISOString()).toBe('2025-03-31T14:05:00.000Z');
    expect(parseValid(dateInput(), new Date('2025-03-31T14:05:00Z')).toISOString()).toBe('2025-03-31T14:05:00.000Z');
  });

  it('gives a new Date, never the caller’s own object', () => {
    const date = new Date('2025-03-31T14:05:00Z');
    expect(parseValid(dateInput(), date)).not.toBe(date);
  });

  it('refuses impossible days, texts without offset and invalid dates with one message', () => {
    for (const input of ['2023-02-29', '2025-03-31T14:05', '31/03/2025', new Date(Number.NaN), 20250331]) {
      expect(issuesOf(dateInput('La date de rappel'), input), String(input)).toEqual([
        ': La date de rappel doit être une date valide (AAAA-MM-JJ).',
      ]);
    }
  });
});

describe('dayInput', () => {
  it('keeps the UTC day only', () => {
    expect(parseValid(dayInput(), '2025-03-31T23:30:00Z').toISOString()).toBe('2025-03-31T00:00:00.000Z');
  });

  it('always gives a UTC midnight', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(parseValid(dayInput(), date.toISOString()).getTime() % 86_400_000).toBe(0);
        },
      ),
    );
  });
});
