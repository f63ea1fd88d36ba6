import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';

export interface RateLimitersUnderTest {
  limiter: RateLimiter;
  /**
   * A second limiter on the same store, as another server process has: a shared limiter counts its hits with the
   * first one's. A per-process limiter (in memory) cannot, and says so by answering `undefined`.
   */
  other: RateLimiter | undefined;
  /** How many windows the store keeps, when it can tell (to check that ended windows do not pile up). */
  storedWindows?(): Promise<number>;
}

/** A clock the suite moves by hand. */
export function manualClock(start = Date.parse('2027-03-01T08:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

const MINUTE = 60_000;

/**
 * The contract of RateLimiter (fixed windows per key): the in-memory limiter and the database one run it unchanged,
 * so the login and public-write limits behave the same whichever a process uses. `make` gets the clock the limiters
 * must read, and starts from an empty store.
 */
export function describeRateLimiterContract(name: string, make: (clock: Clock) => Promise<RateLimitersUnderTest>): void {
  describe(`${name}: rate limiter contract`, () => {
    it('allows the limit within a window, then refuses with the seconds left until the window ends', async () => {
      const clock = manualClock();
      const { limiter } = await make(clock);
      const rule = { limit: 3, windowMs: MINUTE };
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push(await limiter.hit('login:ip:203.0.113.7', rule));
      expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
      expect(decisions.slice(3)).toEqual([
        { allowed: false, retryAfterSeconds: 60 },
        { allowed: false, retryAfterSeconds: 60 },
      ]);
      clock.advance(45_500);
      expect(await limiter.hit('login:ip:203.0.113.7', rule)).toEqual({ allowed: false, retryAfterSeconds: 15 });
      clock.advance(14_000);
      // Never "retry in 0 seconds" while still refused.
      expect(await limiter.hit('login:ip:203.0.113.7', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    });

    it('starts a new window once the previous one has ended, counting from that hit', async () => {
      const clock = manualClock();
      const { limiter } = await make(clock);
      const rule = { limit: 2, windowMs: MINUTE };
      await limiter.hit('k', rule);
      await limiter.hit('k', rule);
      expect((await limiter.hit('k', rule)).allowed).toBe(false);
      clock.advance(MINUTE);
      expect(await limiter.hit('k', rule)).toEqual({ allowed: true });
      clock.advance(30_000);
      expect(await limiter.hit('k', rule)).toEqual({ allowed: true });
      // The new window began at the first hit after the old one ended: 30 s are left of it.
      expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    });

    it('counts each key on its own, with its own rule, whatever the key is made of', async () => {
      const clock = manualClock();
      const { limiter } = await make(clock);
      const long = `login:account:${'é'.repeat(300)}@exemple.lu`;
      const keys = [
        'public-write:leads:198.51.100.1',
        'public-write:leads:198.51.100.2',
        long,
        'login:account:LÉA@exemple.lu',
        'login:account:léa@exemple.lu',
      ];
      for (const key of keys) {
        expect(await limiter.hit(key, { limit: 1, windowMs: MINUTE }), key).toEqual({ allowed: true });
        expect((await limiter.hit(key, { limit: 1, windowMs: MINUTE })).allowed, key).toBe(false);
      }
      expect(await limiter.hit('other-rule', { limit: 1, windowMs: 15 * MINUTE })).toEqual({ allowed: true });
      expect(await limiter.hit('other-rule', { limit: 1, windowMs: 15 * MINUTE })).toEqual({ allowed: false, retryAfterSeconds: 900 });
    });

    it('counts hits that arrive at the same time exactly once each', async () => {
      const clock = manualClock();
      const { limiter, other } = await make(clock);
      const rule = { limit: 10, windowMs: MINUTE };
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 1 && other ? other : limiter).hit('burst', rule)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    });

    it('shares its windows with another limiter on the same store (another process)', async (context) => {
      const clock = manualClock();
      const { limiter, other } = await make(clock);
      if (!other) return context.skip();
      const rule = { limit: 4, windowMs: MINUTE };
      expect(await limiter.hit('shared', rule)).toEqual({ allowed: true });
      expect(await other.hit('shared', rule)).toEqual({ allowed: true });
      expect(await limiter.hit('shared', rule)).toEqual({ allowed: true });
      expect(await other.hit('shared', rule)).toEqual({ allowed: true });
      expect(await limiter.hit('shared', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect((await other.hit('shared', rule)).allowed).toBe(false);
    });

    it('does not keep ended windows for ever', async (context) => {
      const clock = manualClock();
      const { limiter, storedWindows } = await make(clock);
      if (!storedWindows) return context.skip();
      for (let i = 0; i < 25; i++) await limiter.hit(`visitor-${i}`, { limit: 10, windowMs: MINUTE });
      expect(await storedWindows()).toBe(25);
      clock.advance(10 * MINUTE);
      await limiter.hit('a-later-visitor', { limit: 10, windowMs: MINUTE });
      expect(await storedWindows()).toBe(1);
    });
  });
}
