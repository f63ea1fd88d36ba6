import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './delivery-retry.ts';

const policy = { baseMs: 1_000, maxMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap, with the jitter choosing between half and all of it', () => {
    expect(retryDelayMs(1, policy, 0)).toBe(500);
    expect(retryDelayMs(1, policy, 0.999999)).toBe(1_000);
    expect(retryDelayMs(2, policy, 0)).toBe(1_000);
    expect(retryDelayMs(3, policy, 0.5)).toBe(3_000);
    expect(retryDelayMs(10, policy, 0)).toBe(30_000);
    expect(retryDelayMs(1_000, policy, 1)).toBe(60_000);
  });

  it('covers more than a day of outage with the default policy before giving up', () => {
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt++) total += retryDelayMs(attempt, DEFAULT_RETRY_POLICY, 0);
    expect(total).toBeGreaterThan(24 * 60 * 60 * 1000);
  });

  describe('properties', () => {
    const attempts = fc.integer({ min: 1, max: 200 });
    const random = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

    it('waits between half and all of the capped exponential delay', () => {
      fc.assert(
        fc.property(attempts, random, (attempt, r) => {
          const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));
          const delay = retryDelayMs(attempt, policy, r);
          return delay >= Math.floor(ceiling / 2) && delay <= ceiling;
        }),
      );
    });

    it('never waits less after more failures, for the same draw', () => {
      fc.assert(fc.property(attempts, random, (attempt, r) => retryDelayMs(attempt + 1, policy, r) >= retryDelayMs(attempt, policy, r)));
    });
  });
});
