import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it("shows months as 'N mois', the default unit", () => {
    expect(formatDuration(1)).toBe('1\u00a0mois');
    expect(formatDuration(240)).toBe('240\u00a0mois');
    expect(formatDuration(240, 'month')).toBe('240\u00a0mois');
    expect(formatDuration(0, 'month')).toBe('0\u00a0mois');
    expect(formatDuration(1200, 'month')).toBe('1\u202f200\u00a0mois');
    expect(formatDuration(1.5, 'month')).toBe('1,5\u00a0mois');
  });

  it('shows years as the months divided by 12', () => {
    expect(formatDuration(240, 'year')).toBe('20\u00a0ans');
    expect(formatDuration(300, 'year')).toBe('25\u00a0ans');
    expect(formatDuration(30, 'year')).toBe('2,5\u00a0ans');
    expect(formatDuration(100, 'year')).toBe('8,33\u00a0ans');
    expect(formatDuration(12 * 1000, 'year')).toBe('1\u202f000\u00a0ans');
  });

  it('keeps the French singular below two years', () => {
    expect(formatDuration(12, 'year')).toBe('1\u00a0an');
    expect(formatDuration(18, 'year')).toBe('1,5\u00a0an');
    expect(formatDuration(1, 'year')).toBe('0,08\u00a0an');
    expect(formatDuration(0, 'year')).toBe('0\u00a0an');
    expect(formatDuration(24, 'year')).toBe('2\u00a0ans');
    expect(formatDuration(-12, 'year')).toBe('-1\u00a0an');
    expect(formatDuration(-36, 'year')).toBe('-3\u00a0ans');
  });

  it('chooses the singular from the printed figure, so the word agrees with it', () => {
    expect(formatDuration(23.99, 'year')).toBe('2\u00a0ans'); // 1.999… years prints as 2
    expect(formatDuration(23.8, 'year')).toBe('1,98\u00a0an');
  });

  it('marks any other unit with a question mark instead of a word', () => {
    expect(formatDuration(240, 'week')).toBe('240\u202f?');
    expect(formatDuration(240, '')).toBe('240\u202f?');
    expect(formatDuration(18, 'Year')).toBe('18\u202f?');
  });

  it("answers '?' when there is no number", () => {
    expect(formatDuration(Number.NaN)).toBe('?');
    expect(formatDuration(Infinity, 'year')).toBe('?');
    expect(formatDuration(null as unknown as number, 'month')).toBe('?');
    expect(formatDuration('12' as unknown as number, 'year')).toBe('?');
  });

  describe('properties', () => {
    const months = fc.integer({ min: 0, max: 1200 });

    it('shows a whole number of years without decimals and with the right number form', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100 }), (years) => {
          expect(formatDuration(years * 12, 'year')).toBe(`${years}\u00a0${years < 2 ? 'an' : 'ans'}`);
        }),
      );
    });

    it('shows whole months as themselves', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 999 }), (count) => {
          expect(formatDuration(count, 'month')).toBe(`${count}\u00a0mois`);
        }),
      );
    });

    it('reads back, in years, to within the two decimals shown', () => {
      fc.assert(
        fc.property(months, (count) => {
          const match = /^(-?[\d\u202f]+(?:,\d{1,2})?)\u00a0ans?$/.exec(formatDuration(count, 'year'));
          expect(match).not.toBeNull();
          const years = Number(match![1]!.replaceAll('\u202f', '').replace(',', '.'));
          expect(Math.abs(years - count / 12)).toBeLessThanOrEqual(0.005 + 1e-9);
        }),
      );
    });

    it('never ends its figure with a zero decimal or a bare comma', () => {
      fc.assert(
        fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom('month', 'year', 'day'), (value, unit) => {
          const figure = formatDuration(value, unit).split(/[\u00a0\u202f](?=\D+$)/)[0];
          expect(figure).not.toMatch(/,(\d*0)?$/);
        }),
      );
    });

    it('uses a known word only for a known unit', () => {
      fc.assert(
        fc.property(months, fc.string(), (count, unit) => {
          fc.pre(unit !== 'month' && unit !== 'year');
          expect(formatDuration(count, unit)).toMatch(/\u202f\?$/);
        }),
      );
    });
  });
});
