import { createHash } from 'node:crypto';

/** How the rate limiter stores a key (SHA-256, base64url): what it counts under, and what an erasure deletes. */
export function rateLimitDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
