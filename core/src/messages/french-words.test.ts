import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchDay, frenchMonth } from './french-words.ts';

describe('frenchDay', () => {
  it('writes « 1er » for the first, the UTC day, and keeps the day with its month on the line', () => {
    expect(frenchDay(new Date('2027-03-01T12:00:00Z'))).toBe('1er\u00a0mars 2027');
    expect(frenchDay(new Date('2026-11-24T23:59:59Z'))).toBe('24\u00a0novembre 2026');
    expect(frenchMonth(new Date('2026-11-24T00:00:00Z'))).toBe('novembre 2026');
  });

  it('never leaves a breakable space between the day and its month, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const [day, rest] = frenchDay(date).split('\u00a0');
          expect(day).toBe(date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate()));
          expect(rest).toBe(`${frenchMonth(date)}`);
        },
      ),
    );
  });
});
