import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp, roundToCent, toCents } from './money.ts';

describe('roundHalfUp', () => {
  it('rounds decimal halves up, where binary floating point would round them down', () => {
    // 1.005 is stored as 1.00499999999999989…; a plain Math.round(x * 100) / 100 gives 1.
    expect(roundToCent(1.005)).toBe(1.01);
    expect(roundToCent(2.675)).toBe(2.68);
    expect(roundToCent(1.004)).toBe(1);
    expect(roundHalfUp(4.595, 2)).toBe(4.6);
    expect(roundHalfUp(4.5949, 2)).toBe(4.59);
  });

  it('rounds negative halves away from zero', () => {
    expect(roundToCent(-1.005)).toBe(-1.01);
    expect(Object.is(roundToCent(-0.004), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundToCent(Number.NaN)).toBeNaN();
    expect(roundToCent(Infinity)).toBe(Infinity);
  });

  describe('properties', () => {
    it('is within half a cent of the value and idempotent', () => {
      fc.assert(
        fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
          const rounded = roundToCent(value);
          expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-6);
          expect(roundToCent(rounded)).toBe(rounded);
        }),
      );
    });

    it('leaves whole cents unchanged', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
          expect(toCents(cents / 100)).toBe(cents);
        }),
      );
    });
  });
});
