import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeToMidnight } from './normalize-date.ts';

const DAY_MS = 86_400_000;
const anyDate = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });

describe('normalizeToMidnight', () => {
  it('keeps the UTC day and drops the time', () => {
    expect(normalizeToMidnight(new Date('2025-06-30T23:59:59.999Z')).toISOString()).toBe('2025-06-30T00:00:00.000Z');
  });

  it('uses the UTC day, not the day in Luxembourg', () => {
    // 00:30 on 1 July in Luxembourg is still 30 June in UTC.
    expect(normalizeToMidnight(new Date('2025-07-01T00:30:00+02:00')).toISOString()).toBe('2025-06-30T00:00:00.000Z');
  });

  it('does not change the date it is given', () => {
    const date = new Date('2025-06-30T12:00:00Z');
    normalizeToMidnight(date);
    expect(date.toISOString()).toBe('2025-06-30T12:00:00.000Z');
  });

  it('throws on an invalid date, a caller bug', () => {
    expect(() => normalizeToMidnight(new Date(Number.NaN))).toThrow(RangeError);
  });

  describe('properties', () => {
    it('is the last midnight at or before the instant', () => {
      fc.assert(
        fc.property(anyDate, (date) => {
          const midnight = normalizeToMidnight(date).getTime();
          expect(midnight % DAY_MS).toBe(0);
          expect(midnight).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime() - midnight).toBeLessThan(DAY_MS);
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyDate, (date) => {
          const once = normalizeToMidnight(date);
          expect(normalizeToMidnight(once).getTime()).toBe(once.getTime());
        }),
      );
    });
  });
});
