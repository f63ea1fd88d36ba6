export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts hits per key (an IP, an account) and says when a key has had enough for now. */
export interface RateLimiter {
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
}
