import type { Clock, RateDecision, RateLimit, RateLimiter } from '@pretscope/core';

/**
 * Fixed windows counted in this process's memory. Right for one server process; several processes behind a load
 * balancer need a shared limiter (each would otherwise allow the limit once). Old windows are swept as keys are hit.
 */
export function createInMemoryRateLimiter({ clock, maxKeys = 100_000 }: { clock: Clock; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    async hit(key: string, { limit, windowMs }: RateLimit): Promise<RateDecision> {
      const now = clock.now().getTime();
      if (windows.size >= maxKeys) {
        for (const [k, w] of windows) if (now - w.start >= w.windowMs) windows.delete(k);
        // Still full of live windows: forget the oldest rather than grow without bound.
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1, windowMs });
        return { allowed: true };
      }
      current.count++;
      if (current.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
    },
  };
}
