import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDay, parseIsoDate } from './iso-date.ts';

describe('parseIsoDate', () => {
  it('reads a calendar date as UTC midnight', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads a date-time with its offset', () => {
    expect(parseIsoDate('2025-03-31T16:05:00+02:00')?.toISOString()).toBe('2025-03-31T14:05:00.000Z');
    expect(parseIsoDate('2025-03-31T14:05Z')?.toISOString()).toBe('2025-03-31T14:05:00.000Z');
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-04-31')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-01-01T24:00:00Z')).toBeNull();
  });

  it('refuses a date-time without an offset, whose meaning would depend on the server', () => {
    expect(parseIsoDate('2025-03-31T14:05:00')).toBeNull();
  });

  it('refuses other writings of a date', () => {
    for (const text of ['31/03/2025', '2025-3-31', '20250331', 'demain', '', ' 2025-03-31']) {
      expect(parseIsoDate(text), text).toBeNull();
    }
  });

  it('reads back every instant JavaScript writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(parseIsoDate(date.toISOString())?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });
});

describe('isoDay', () => {
  it('gives the UTC day of a Date, of date text and of epoch milliseconds', () => {
    expect(isoDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
    expect(isoDay('2026-11-22T23:30:00-02:00')).toBe('2026-11-23');
    expect(isoDay(Date.UTC(2026, 0, 5, 12))).toBe('2026-01-05');
  });

  it('answers null for what names no instant', () => {
    for (const value of [null, undefined, '', 'hier', Number.NaN, new Date(Number.NaN), {}, true])
      expect(isoDay(value), String(value)).toBe(null);
  });

  it('is the day parseIsoDate reads back to the same midnight (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const day = isoDay(date)!;
          expect(parseIsoDate(day)?.getTime()).toBe(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
        },
      ),
    );
  });
});
