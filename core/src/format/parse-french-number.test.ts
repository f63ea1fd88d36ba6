import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuros, formatNumber, formatPercent } from './format-number.ts';
import { parseFrenchNumber } from './parse-french-number.ts';

describe('parseFrenchNumber', () => {
  it('reads what French people type and what the French formats write', () => {
    expect(parseFrenchNumber('1 234,56')).toBe(1234.56);
    expect(parseFrenchNumber('250 000')).toBe(250_000);
    expect(parseFrenchNumber('250\u00a0000')).toBe(250_000);
    expect(parseFrenchNumber('250\u202f000 €')).toBe(250_000);
    expect(parseFrenchNumber('250000€')).toBe(250_000);
    expect(parseFrenchNumber("250'000")).toBe(250_000);
    expect(parseFrenchNumber('3,5 %')).toBe(3.5);
    expect(parseFrenchNumber(' 3,2 ')).toBe(3.2);
    expect(parseFrenchNumber('1234.5')).toBe(1234.5);
    expect(parseFrenchNumber('-0,75')).toBe(-0.75);
    expect(parseFrenchNumber('+12')).toBe(12);
    expect(parseFrenchNumber(',5')).toBe(0.5);
    expect(parseFrenchNumber('12,')).toBe(12);
  });

  it('answers null for an empty text and for anything that is not a number', () => {
    for (const text of [
      '',
      '   ',
      '€',
      '12abc',
      'abc',
      '1,2,3',
      '1.234,5',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '-',
      ',',
      '--1',
      '12 € 3',
      '% 3',
      '1'.repeat(400),
    ]) {
      expect(parseFrenchNumber(text), text).toBe(null);
    }
  });

  describe('properties', () => {
    // Figures of the product (amounts to a billion euros, rates, durations) with up to 13 significant digits: beyond
    // 15, formatNumber's rounding itself stops being stable, whatever reads it back.
    const figure = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    const decimals = fc.integer({ min: 0, max: 4 });
    const space = fc.constantFrom(' ', '\u00a0', '\u202f');

    it('reads back what formatNumber, formatEuros and formatPercent write, with any French space', () => {
      fc.assert(
        fc.property(figure, decimals, space, (value, places, separator) => {
          const written = formatNumber(value, places);
          const read = parseFrenchNumber(written.replaceAll('\u202f', separator));
          expect(read).not.toBe(null);
          expect(formatNumber(read, places)).toBe(written);
          expect(parseFrenchNumber(formatEuros(value, places))).toBe(read);
          expect(parseFrenchNumber(formatPercent(value, places))).toBe(read);
          // The very number written: the double nearest to its decimal digits.
          expect(read).toBe(Number(written.replaceAll('\u202f', '').replace(',', '.')) || 0);
        }),
      );
    });

    it('gives back every whole number exactly', () => {
      // Up to a thousand billion: formatNumber(527765581332480, 0) writes '… 481' (its rounding nudge, beyond 1e14).
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
          expect(parseFrenchNumber(formatNumber(value, 0))).toBe(value);
        }),
      );
    });

    it('answers a finite number or null for any text, never NaN', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-+ 0-9,.€%'\u00a0\u202f]{0,12}$/)), (text) => {
          const read = parseFrenchNumber(text);
          if (read !== null) expect(Number.isFinite(read)).toBe(true);
        }),
      );
    });
  });
});
