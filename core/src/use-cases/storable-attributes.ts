import type { ApiType } from '../api/api-types.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';

/** What the store keeps of validated attributes: a user's password only as its argon2id hash. */
export async function storableAttributes(
  type: ApiType,
  attributes: Record<string, unknown>,
  passwords: PasswordHasher,
): Promise<Record<string, unknown>> {
  if (type !== 'users' || typeof attributes.password !== 'string') return attributes;
  const { password, ...rest } = attributes;
  return { ...rest, passwordHash: await passwords.hash(password as string) };
}
