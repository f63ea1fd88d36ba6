import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './content-display.ts';

describe('formatFrenchDate', () => {
  it('writes the day in Luxembourg, « 1er » for the first, and keeps the day with its month on the line', () => {
    expect(formatFrenchDate(new Date('2026-11-22T12:00:00Z'))).toBe('22\u00a0novembre 2026');
    expect(formatFrenchDate(new Date('2026-10-01T00:00:00Z'))).toBe('1er\u00a0octobre 2026');
    // 23:30 UTC on 30 September is already 1 October in Luxembourg.
    expect(formatFrenchDate(new Date('2026-09-30T23:30:00Z'))).toBe('1er\u00a0octobre 2026');
    expect(formatFrenchDate(new Date('2026-12-11T00:00:00Z'))).toBe('11\u00a0décembre 2026');
  });
});
