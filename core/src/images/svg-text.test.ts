import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, parseSvg } from './parse-svg.test-support.ts';
import { contrastRatio, escapeXml, stableHash } from './svg-text.ts';

describe('escapeXml', () => {
  it('escapes the five XML specials and drops the characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007\uFFFE`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(escapeXml('Banque Sauer & Cie')).toBe('Banque Sauer &amp; Cie');
    expect(escapeXml('Crédit\u00a0Pétrusse 😀')).toBe('Crédit\u00a0Pétrusse 😀');
  });

  it('always gives text an XML reader takes back unchanged (forbidden characters aside)', () => {
    fc.assert(
      fc.property(hostileText(80), (text) => {
        const root = parseSvg(`<svg a="${escapeXml(text)}">${escapeXml(text)}</svg>`);
        const carried = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
        expect(root.text).toBe(carried);
        expect(root.attributes.a).toBe(carried);
      }),
    );
  });
});

describe('stableHash', () => {
  it('is FNV-1a: the same 32-bit number on every run', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('banque-sauer-et-cie')).toBe(stableHash('banque-sauer-et-cie'));
    expect(stableHash('banque-sauer-et-cie')).not.toBe(stableHash('banque-sauer-et-ci'));
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2: 21 for black on white, 1 for a colour on itself, symmetric', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA for text.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #RRGGBB colour', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/not a #RRGGBB/);
  });
});
