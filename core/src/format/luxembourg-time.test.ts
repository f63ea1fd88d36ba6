import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLuxembourgLocalTime, luxembourgLocalTime } from './luxembourg-time.ts';

describe('Luxembourg wall-clock times', () => {
  it('reads winter and summer times with their offsets (UTC+1, UTC+2)', () => {
    expect(fromLuxembourgLocalTime('2026-11-27T09:30')?.toISOString()).toBe('2026-11-27T08:30:00.000Z');
    expect(fromLuxembourgLocalTime('2026-07-14T09:30')?.toISOString()).toBe('2026-07-14T07:30:00.000Z');
    expect(fromLuxembourgLocalTime('2027-01-01T00:00')?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(luxembourgLocalTime(new Date('2026-11-27T08:30:00Z'))).toBe('2026-11-27T09:30');
    expect(luxembourgLocalTime(new Date('2026-07-14T07:30:59Z'))).toBe('2026-07-14T09:30');
  });

  it('takes the hour skipped in March an hour later, and the repeated hour of October at its first occurrence', () => {
    // 29 March 2026: 02:00 becomes 03:00 (01:00 UTC).
    expect(fromLuxembourgLocalTime('2026-03-29T01:59')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(fromLuxembourgLocalTime('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(luxembourgLocalTime(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30');
    expect(fromLuxembourgLocalTime('2026-03-29T03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 03:00 summer time becomes 02:00 (01:00 UTC); 02:30 happens twice.
    expect(fromLuxembourgLocalTime('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromLuxembourgLocalTime('2026-10-25T03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses what is not a date and time that exists', () => {
    for (const text of [
      '',
      '2026-11-27',
      '2026-11-27 09:30',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-11-27T24:00',
      '2026-11-27T09:60',
      'x',
    ])
      expect(fromLuxembourgLocalTime(text), text).toBeNull();
  });

  it('property: an instant read back from its local time is the same minute, or the repeated hour’s first one', () => {
    const minute = 60_000;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / minute, max: Date.UTC(2099, 11, 31) / minute }), (minutes) => {
        const instant = new Date(minutes * minute);
        const back = fromLuxembourgLocalTime(luxembourgLocalTime(instant));
        expect(back).not.toBeNull();
        const gap = instant.getTime() - (back as Date).getTime();
        expect([0, 3_600_000]).toContain(gap);
        expect(luxembourgLocalTime(back as Date)).toBe(luxembourgLocalTime(instant));
      }),
    );
  });

  it('property: every existing local time reads as an instant that shows it again (the skipped hour aside)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00Z'), max: new Date('2099-12-31T00:00Z'), noInvalidDate: true }), (date) => {
        const text = date.toISOString().slice(0, 16);
        const instant = fromLuxembourgLocalTime(text);
        expect(instant).not.toBeNull();
        const shown = luxembourgLocalTime(instant as Date);
        if (shown !== text) expect((instant as Date).getTime() - Date.parse(`${text}:00Z`)).toBe(-3_600_000);
      }),
    );
  });
});
