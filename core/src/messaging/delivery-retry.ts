/** How the outbox retries a failed e-mail or webhook. */
export interface RetryPolicy {
  /** The first wait, before jitter. */
  baseMs: number;
  /** The longest wait, before jitter. */
  maxMs: number;
  /** Attempts in all; after the last failure the item is given up and kept for the team. */
  maxAttempts: number;
}

/**
 * 30 s, 1 min, 2 min… up to 6 h between attempts (before jitter), eighteen attempts in all: a partner's or a mail
 * server's outage of one to two days is covered before an item is given up.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 6 * 60 * 60 * 1000, maxAttempts: 18 };

/**
 * The wait after the `attempt`-th failure (1 for the first): exponential, capped, with "equal jitter" — between half
 * and all of the exponential wait, `random` in [0, 1) choosing where — so that items that failed together (a
 * partner's outage) do not all come back at the same instant, and none comes back sooner than half its wait.
 */
export function retryDelayMs(attempt: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, random: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** 60 overflows nothing, but Math.min keeps a huge attempt from producing Infinity × base.
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 60));
  const unit = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * unit);
}
