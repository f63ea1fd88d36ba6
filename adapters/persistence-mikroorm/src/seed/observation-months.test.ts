import { describe, expect, it } from 'vitest';
import { loanstatDate, observationMonths } from './observation-months.ts';

describe('observationMonths', () => {
  it('answers the first days of the 24 months ending with the month of now, at midnight UTC', () => {
    const months = observationMonths(new Date('2026-11-22T23:59:00Z'));
    expect(months).toHaveLength(24);
    expect(months[0]?.toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(months.at(-1)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('crosses year boundaries', () => {
    expect(observationMonths(new Date('2026-01-05T00:00:00Z'), 3).map((month) => month.toISOString().slice(0, 7))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });
});

describe('loanstatDate', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('is the last day of a past month, at midnight UTC', () => {
    expect(loanstatDate(new Date(Date.UTC(2026, 1, 1)), now).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(loanstatDate(new Date(Date.UTC(2024, 11, 1)), now).toISOString()).toBe('2024-12-31T00:00:00.000Z');
  });
  it('is today for the month in progress, never a day in the future', () => {
    expect(loanstatDate(new Date(Date.UTC(2026, 10, 1)), now).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
