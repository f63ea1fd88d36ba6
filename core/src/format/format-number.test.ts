import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuros, formatNumber, formatPercent } from './format-number.ts';

/** The French figure read back as a JavaScript number: '-1 234,5' → -1234.5. */
function readBack(formatted: string): number {
  return Number(formatted.replaceAll('\u202f', '').replace(',', '.'));
}

/** Exact decimal text of `units` / 10^decimals in the French layout without groups, by integer arithmetic. */
function exactDecimal(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)},${digits.slice(-decimals)}`;
}

describe('formatNumber', () => {
  it('uses a comma for decimals and a narrow non-breaking space between thousands', () => {
    expect(formatNumber(1234567.891)).toBe('1\u202f234\u202f567,89');
    expect(formatNumber(1234.5)).toBe('1\u202f234,50');
    expect(formatNumber(999.999)).toBe('1\u202f000,00');
    expect(formatNumber(100)).toBe('100,00');
    expect(formatNumber(0.5)).toBe('0,50');
  });

  it('writes the asked number of decimals', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1\u202f235');
    expect(formatNumber(1234.5678, 1)).toBe('1\u202f234,6');
    expect(formatNumber(3.14159, 4)).toBe('3,1416');
    expect(formatNumber(2, 3)).toBe('2,000');
  });

  it('rounds decimal halves away from zero, where toFixed rounds the binary value down', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the trap this function exists to avoid
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(1.045, 2)).toBe('1,05');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(-2.5, 0)).toBe('-3');
    expect(formatNumber(-1.005)).toBe('-1,01');
    expect(formatNumber(1.0049)).toBe('1,00');
  });

  it('prefixes negative numbers with a minus', () => {
    expect(formatNumber(-1234567.89)).toBe('-1\u202f234\u202f567,89');
    expect(formatNumber(-0.5)).toBe('-0,50');
  });

  it('never prints a negative zero', () => {
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(-0.4, 0)).toBe('0');
  });

  it('prints every digit of very large numbers instead of an exponent', () => {
    expect(formatNumber(1e21, 0)).toBe('1\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000');
    expect(formatNumber(2 ** 53, 2)).toBe('9\u202f007\u202f199\u202f254\u202f740\u202f992,00');
    expect(formatNumber(-1e22, 1)).toBe('-10\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000,0');
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 0)).toBe('9\u202f007\u202f199\u202f254\u202f740\u202f991');
  });

  it('keeps the exact value of large numbers that still have a fraction', () => {
    // 4e15 + 0.5 is exactly representable; scaling it by 100 would leave no room for the rounding nudge.
    expect(formatNumber(4e15 + 0.5, 2)).toBe('4\u202f000\u202f000\u202f000\u202f000\u202f000,50');
    expect(formatNumber(1e-7, 2)).toBe('0,00');
  });

  it("answers '?' for anything that is not a finite number", () => {
    for (const value of [Number.NaN, Infinity, -Infinity, null, undefined, '12', '', {}, [], 12n, true]) {
      expect(formatNumber(value)).toBe('?');
    }
  });

  it('refuses a number of decimals that toFixed cannot honour', () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
    expect(() => formatNumber(1, 21)).toThrow(RangeError);
    expect(() => formatNumber(Number.NaN, Number.NaN)).toThrow(RangeError);
  });

  it('writes the spaces Intl.NumberFormat writes for French', () => {
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(formatEuros(cents / 100)).toBe(euros.format(cents / 100));
        expect(formatNumber(cents, 0)).toBe(plain.format(cents));
      }),
    );
  });

  describe('properties', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    const decimals = fc.integer({ min: 0, max: 8 });

    it('always has the French layout: groups of three digits, then exactly `decimals` decimals', () => {
      fc.assert(
        fc.property(finite, decimals, (value, d) => {
          const fraction = d === 0 ? '' : `,\\d{${d}}`;
          expect(formatNumber(value, d)).toMatch(new RegExp(`^-?\\d{1,3}(\u202f\\d{3})*${fraction}$`));
        }),
      );
    });

    it('reads back to within half a unit of the last decimal', () => {
      fc.assert(
        fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), decimals, (value, d) => {
          const error = Math.abs(readBack(formatNumber(value, d)) - value);
          // The relative slack is the epsilon nudge of the rounding plus the double's own precision.
          expect(error).toBeLessThanOrEqual(0.5 * 10 ** -d + Math.abs(value) * 1e-14);
        }),
      );
    });

    it('is symmetric around zero', () => {
      fc.assert(
        fc.property(finite, decimals, (value, d) => {
          const positive = formatNumber(Math.abs(value), d);
          const negative = formatNumber(-Math.abs(value), d);
          expect(negative).toBe(/[1-9]/.test(positive) ? `-${positive}` : positive);
        }),
      );
    });

    it('rounds a number written in decimal as a person would, half away from zero', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10n ** 9n }),
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 4 }),
          fc.boolean(),
          (units, nextDigit, d, negative) => {
            // The value is units.nextDigit × 10^-d, parsed from its decimal text like any figure typed or stored.
            const text = exactDecimal(units * 10n + BigInt(nextDigit), d + 1).replace(',', '.');
            const value = Number(negative ? `-${text}` : text);
            const expectedUnits = units + (nextDigit >= 5 ? 1n : 0n);
            const expected = exactDecimal(expectedUnits, d);
            const sign = negative && expectedUnits !== 0n ? '-' : '';
            expect(formatNumber(value, d).replaceAll('\u202f', '')).toBe(sign + expected);
          },
        ),
      );
    });

    it('prints whole numbers digit for digit', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (whole) => {
          const value = Number(whole);
          // Number() may round a 30-digit integer; BigInt(value) is the exact whole number it became.
          expect(formatNumber(value, 0).replaceAll('\u202f', '')).toBe(BigInt(value).toString());
        }),
      );
    });
  });
});

describe('formatEuros', () => {
  it('appends the euro sign after a space', () => {
    expect(formatEuros(1234.56)).toBe('1\u202f234,56\u00a0€');
    expect(formatEuros(-0.004)).toBe('0,00\u00a0€');
    expect(formatEuros(250000, 0)).toBe('250\u202f000\u00a0€');
    expect(formatEuros(null)).toBe('?\u00a0€');
  });

  describe('properties', () => {
    it('is formatNumber followed by the unit', () => {
      fc.assert(
        fc.property(fc.anything(), fc.integer({ min: 0, max: 4 }), (value, d) => {
          expect(formatEuros(value, d)).toBe(`${formatNumber(value, d)}\u00a0€`);
        }),
      );
    });
  });
});

describe('formatPercent', () => {
  it('formats a rate already in percent', () => {
    expect(formatPercent(3.45)).toBe('3,45\u00a0%');
    expect(formatPercent(3.455)).toBe('3,46\u00a0%');
    expect(formatPercent(12, 1)).toBe('12,0\u00a0%');
    expect(formatPercent(Number.NaN)).toBe('?\u00a0%');
  });

  describe('properties', () => {
    it('is formatNumber followed by the unit', () => {
      fc.assert(
        fc.property(fc.anything(), fc.integer({ min: 0, max: 4 }), (value, d) => {
          expect(formatPercent(value, d)).toBe(`${formatNumber(value, d)}\u00a0%`);
        }),
      );
    });
  });
});
