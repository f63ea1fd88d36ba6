import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@pretscope/core';

export interface Argon2Options {
  /** Memory in KiB; OWASP's argon2id minimum is 19 MiB with 2 iterations, the library's defaults. */
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

/** argon2id (RFC 9106) with OWASP's recommended minimum parameters unless told otherwise. */
export function createArgon2PasswordHasher({ memoryCost = 19_456, timeCost = 2, parallelism = 1 }: Argon2Options = {}): PasswordHasher {
  return {
    // algorithm 2 is Argon2id in @node-rs/argon2's Algorithm enum (a const enum, not importable under isolatedModules).
    hash: (password) => hash(password, { algorithm: 2, memoryCost, timeCost, parallelism }),
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        // A malformed stored hash is a failed login, never a crash.
        return false;
      }
    },
  };
}
