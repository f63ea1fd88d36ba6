import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modifiersArbitrary } from './image-arbitraries.test-support.ts';
import { IMAGE_FITS, IMAGE_FORMATS, imageModifiersQuery, MAX_IMAGE_DIMENSION, parseImageModifiers } from './image-modifiers.ts';

const parse = (query: string) => parseImageModifiers(new URLSearchParams(query));

function messages(query: string): string[] {
  const result = parse(query);
  if (result.ok) throw new Error(`expected ${query} to be refused`);
  return result.error.messages;
}

describe('parseImageModifiers', () => {
  it('reads width, height, format, quality and fit (spec §2)', () => {
    expect(parse('w=640&h=360&fm=webp&q=75&fit=contain')).toEqual({
      ok: true,
      value: { width: 640, height: 360, format: 'webp', quality: 75, fit: 'contain' },
    });
  });

  it('accepts no modifier at all, and reads an empty value as left out', () => {
    expect(parse('')).toEqual({ ok: true, value: {} });
    expect(parse('w=320&h=')).toEqual({ ok: true, value: { width: 320 } });
  });

  it('bounds width and height to 1…2560 and quality to 1…100, in French', () => {
    expect(messages('w=2561')).toEqual(['La largeur (w) doit être un nombre entier entre 1 et 2560.']);
    expect(messages('w=100000000')).toEqual(['La largeur (w) doit être un nombre entier entre 1 et 2560.']);
    expect(messages('h=0')).toEqual(['La hauteur (h) doit être un nombre entier entre 1 et 2560.']);
    expect(messages('q=101')).toEqual(['La qualité (q) doit être un nombre entier entre 1 et 100.']);
    expect(parse(`w=${MAX_IMAGE_DIMENSION}&h=1&q=100`).ok).toBe(true);
  });

  it('takes whole numbers in plain digits only', () => {
    for (const width of ['-5', '1.5', '1e3', '0x10', ' 640', '640px', 'NaN', 'Infinity']) {
      expect(messages(`w=${encodeURIComponent(width)}`), width).toEqual(['La largeur (w) doit être un nombre entier entre 1 et 2560.']);
    }
  });

  it('outputs jpeg, png, webp or avif only, and fits the box five ways', () => {
    for (const format of ['svg', 'gif', 'tiff', 'jpg', 'WEBP'])
      expect(messages(`fm=${format}`)).toEqual(['Le format (fm) doit être l’un de\u00a0: jpeg, png, webp, avif.']);
    expect(messages('fit=scale-down')).toEqual(['L’ajustement (fit) doit être l’un de\u00a0: cover, contain, fill, inside, outside.']);
  });

  it('refuses an unknown or repeated parameter instead of ignoring it', () => {
    expect(messages('width=640')).toEqual(['Paramètre inconnu\u00a0: «\u202fwidth\u202f» (attendus\u00a0: w, h, fm, q, fit).']);
    expect(messages('w=640&w=320')).toEqual(['Le paramètre w est donné plusieurs fois.']);
  });

  it('says every problem at once', () => {
    expect(messages('w=0&fm=gif&q=0')).toHaveLength(3);
  });

  it('properties: what it accepts is within bounds, and the canonical query reads back the same modifiers', () => {
    fc.assert(
      fc.property(modifiersArbitrary, (modifiers) => {
        expect(parse(imageModifiersQuery(modifiers))).toEqual({ ok: true, value: modifiers });
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('w', 'h', 'q', 'fm', 'fit'), fc.oneof(fc.string(), fc.integer({ min: -10, max: 5000 }).map(String))),
        (query) => {
          const result = parseImageModifiers(Object.entries(query));
          if (!result.ok) return;
          const { width, height, quality, format, fit } = result.value;
          for (const dimension of [width, height])
            if (dimension !== undefined)
              expect(Number.isInteger(dimension) && dimension >= 1 && dimension <= MAX_IMAGE_DIMENSION).toBe(true);
          if (quality !== undefined) expect(Number.isInteger(quality) && quality >= 1 && quality <= 100).toBe(true);
          if (format !== undefined) expect(IMAGE_FORMATS).toContain(format);
          if (fit !== undefined) expect(IMAGE_FITS).toContain(fit);
        },
      ),
    );
  });
});

describe('imageModifiersQuery', () => {
  it('writes the modifiers in one fixed order, whatever order they were given in', () => {
    expect(imageModifiersQuery({ fit: 'cover', quality: 80, format: 'avif', height: 200, width: 300 })).toBe(
      'w=300&h=200&fm=avif&q=80&fit=cover',
    );
    expect(imageModifiersQuery({})).toBe('');
  });
});
