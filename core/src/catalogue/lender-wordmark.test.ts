import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../images/svg-text.ts';
import { elementsOf, hostileText, parseSvg, shownText } from '../images/parse-svg.test-support.ts';
import { advertiserKinds } from './advertiser.ts';
import {
  lenderWordmark,
  lenderWordmarkSize,
  lenderWordmarkVersion,
  WORDMARK_PALETTES,
  wordmarkStyle,
  type WordmarkSubject,
} from './lender-wordmark.ts';

const SAUER: WordmarkSubject = { name: 'Banque Sauer & Cie', slug: 'banque-sauer-et-cie', kind: 'banque' };
const GRUND: WordmarkSubject = { name: 'Grund Courtage', slug: 'grund-courtage', kind: 'courtier' };

const viewBoxOf = (svg: string) => parseSvg(svg).attributes.viewBox!.split(' ').map(Number) as [number, number, number, number];

describe('lenderWordmark', () => {
  it('is the same drawing every time for the same record', () => {
    expect(lenderWordmark(SAUER)).toBe(lenderWordmark({ ...SAUER }));
    expect(lenderWordmark(SAUER, 'emblem')).toBe(lenderWordmark({ ...SAUER }, 'emblem'));
    expect(wordmarkStyle(SAUER)).toEqual(wordmarkStyle({ slug: SAUER.slug, kind: SAUER.kind }));
  });

  it('sets the name, escaped, as the title and the text, and names the image for assistive technology', () => {
    const svg = lenderWordmark(SAUER);
    expect(svg).toContain('Sauer &amp; Cie');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const root = parseSvg(svg);
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attributes.role).toBe('img');
    const title = root.children.find((child) => child.name === 'title');
    expect(title?.text).toBe('Banque Sauer & Cie');
    expect(root.attributes['aria-labelledby']).toBe(title?.attributes.id);
    const shown = shownText(root).join(' ');
    expect(shown.toLowerCase()).toBe('banque sauer & cie');
  });

  it('gives two lenders different styles, and a bank a mark of a bank', () => {
    const sauer = wordmarkStyle(SAUER);
    const grund = wordmarkStyle(GRUND);
    expect(sauer).not.toEqual(grund);
    expect(['columns', 'roof', 'circle', 'bars']).toContain(sauer.mark);
    expect(['chevrons', 'ring', 'diamond', 'bars']).toContain(grund.mark);
    expect(lenderWordmark(SAUER, 'emblem')).not.toBe(lenderWordmark(GRUND, 'emblem'));
  });

  it('spreads lenders over the palettes, marks, weights and cases', () => {
    const styles = Array.from({ length: 200 }, (_, index) => wordmarkStyle({ slug: `preteur-${index}`, kind: 'banque' }));
    expect(new Set(styles.map((style) => style.palette)).size).toBe(WORDMARK_PALETTES.length);
    expect(new Set(styles.map((style) => style.mark)).size).toBe(4);
    expect(new Set(styles.map((style) => style.weight)).size).toBe(2);
    expect(new Set(styles.map((style) => style.uppercase)).size).toBe(2);
    expect(new Set(styles.map((style) => JSON.stringify(style))).size).toBeGreaterThan(100);
  });

  it('uses only palettes whose name and mark meet WCAG AA against their background', () => {
    for (const palette of WORDMARK_PALETTES) {
      expect(contrastRatio(palette.ink, palette.background), `${palette.ink} on ${palette.background}`).toBeGreaterThanOrEqual(4.5);
      // The accent sets a second line of the name too: text contrast, not only the 3:1 of a graphic.
      expect(contrastRatio(palette.accent, palette.background), `${palette.accent} on ${palette.background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sizes the viewBox to the name: a longer name gets a wider or taller logo, a long one two lines', () => {
    const short = viewBoxOf(lenderWordmark({ name: 'Lys', slug: 'lys', kind: 'courtier' }));
    const long = viewBoxOf(lenderWordmark({ name: 'Banque de la Forêt de Soignes', slug: 'lys', kind: 'courtier' }));
    expect(long[2] * long[3]).toBeGreaterThan(short[2] * short[3]);
    const lines = shownText(parseSvg(lenderWordmark({ name: 'Banque de la Forêt de Soignes', slug: 'lys', kind: 'courtier' })));
    expect(lines).toHaveLength(2);
    expect(lines.join(' ').toLowerCase()).toBe('banque de la forêt de soignes');
    // Two lines keep the logo in a shape that reads in a strip of logos (not a long thin ribbon).
    expect(long[2] / long[3]).toBeLessThan(5);
  });

  it('fits every line of text inside the viewBox', () => {
    const svg = lenderWordmark({ name: 'Capitoul Prêts Conseil', slug: 'capitoul-prets-conseil', kind: 'courtier' });
    const [, , width] = viewBoxOf(svg);
    for (const text of elementsOf(parseSvg(svg)).filter((element) => element.name === 'text')) {
      expect(Number(text.attributes.x) + Number(text.attributes.textLength)).toBeLessThanOrEqual(width);
    }
  });

  it('tells the size it draws at, for the <img> that shows it', () => {
    const [, , width, height] = viewBoxOf(lenderWordmark(SAUER));
    expect(lenderWordmarkSize(SAUER)).toEqual({ width, height });
    expect(lenderWordmarkSize(SAUER, 'emblem')).toEqual({ width: 48, height: 48 });
  });

  it('draws an emblem: the mark alone on a square, named by the lender', () => {
    const root = parseSvg(lenderWordmark(GRUND, 'emblem'));
    expect(root.attributes.viewBox).toBe('0 0 48 48');
    expect(shownText(root)).toEqual([]);
    expect(root.children.find((child) => child.name === 'title')?.text).toBe('Grund Courtage');
  });

  it('changes its version with the name, the kind or the slug, and only then', () => {
    const version = lenderWordmarkVersion(SAUER);
    expect(lenderWordmarkVersion({ ...SAUER })).toBe(version);
    expect(version).toMatch(/^[0-9a-z]+$/);
    expect(lenderWordmarkVersion({ ...SAUER, name: 'Banque Sauer' })).not.toBe(version);
    expect(lenderWordmarkVersion({ ...SAUER, kind: 'courtier' })).not.toBe(version);
    expect(lenderWordmarkVersion({ ...SAUER, slug: 'sauer' })).not.toBe(version);
  });

  it('reads its kind from its own marks only, never from Object.prototype', () => {
    for (const kind of ['valueOf', 'constructor', '__proto__', 'toString']) {
      const [, , width, height] = viewBoxOf(lenderWordmark({ ...SAUER, kind }));
      expect(Number.isFinite(width) && width > 0 && Number.isFinite(height)).toBe(true);
      expect(lenderWordmark({ ...SAUER, kind })).not.toContain('undefined');
    }
  });

  describe('properties', () => {
    const subjects = fc.record({
      name: hostileText(60),
      slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,4}$/),
      kind: fc.oneof(fc.constantFrom(...advertiserKinds), fc.string({ maxLength: 12 })),
    });

    it('is a well-formed, named SVG whatever the name holds, with no markup of the name leaking', () => {
      fc.assert(
        fc.property(subjects, fc.constantFrom('wordmark' as const, 'emblem' as const), (subject, form) => {
          const svg = lenderWordmark(subject, form);
          const root = parseSvg(svg);
          expect(root.name).toBe('svg');
          expect(elementsOf(root).map((element) => element.name)).not.toContain('script');
          expect(elementsOf(root).flatMap((element) => Object.keys(element.attributes))).not.toContainEqual(expect.stringMatching(/^on/i));
          const [x, y, width, height] = viewBoxOf(svg);
          expect([x, y]).toEqual([0, 0]);
          expect(width).toBeGreaterThan(0);
          expect(height).toBeGreaterThan(0);
          expect(Number.isFinite(width) && Number.isFinite(height)).toBe(true);
        }),
      );
    });

    it('is deterministic and shows the name, whitespace aside', () => {
      fc.assert(
        fc.property(subjects, (subject) => {
          expect(lenderWordmark(subject)).toBe(lenderWordmark({ ...subject }));
          const name = subject.name.trim().replace(/\s+/g, ' ');
          const title = parseSvg(lenderWordmark(subject)).children.find((child) => child.name === 'title')?.text;
          // Characters XML cannot carry are left out; every other one is there.
          const carried = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
          expect(title).toBe(carried(name || subject.slug));
        }),
      );
    });
  });
});
