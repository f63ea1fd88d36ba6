import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './argon2-password-hasher.ts';

describe('argon2id password hasher', () => {
  const hasher = createArgon2PasswordHasher();

  it('hashes with argon2id and a random salt, and verifies', async () => {
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(first, 'correct horse battery stapl')).toBe(false);
  });

  it('answers false for a malformed stored hash', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });
});
