import type { LoginInput } from '../access/login.ts';
import { loginAccountKey } from '../personal-data/rate-limit-keys.ts';
import { toPublicUser, type PublicUser, type UserRole } from '../access/user.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UserCredentialStore } from '../ports/user-credentials.ts';
import { err, ok, type Result } from '../result.ts';

/** Per address, then per account: a guessing attack is slowed whether it tries many accounts or many passwords. */
export const LOGIN_PER_IP: RateLimit = { limit: 20, windowMs: 15 * 60_000 };
export const LOGIN_PER_ACCOUNT: RateLimit = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Verified against when the e-mail is unknown, so that an unknown address and a wrong password take the same time
 * and get the same answer (no account enumeration).
 */
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0HmXUg/hUGmj9P803GtDUA$3T+D9/8w+xfHsjjpcdvyzY8IsXMofF/+fuPFyiFay9Y';

export interface LogInDeps {
  credentials: UserCredentialStore;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  rateLimiter: RateLimiter;
  resources: Pick<ResourceStore, 'get'>;
}

export type LogInError = { type: 'login/invalid-credentials' } | { type: 'login/too-many-attempts'; retryAfterSeconds: number };

/**
 * `POST /api/auth/login` and the back office's login form: checks the password (argon2id), within the per-address
 * and per-account limits, and answers a short-lived access token with the user it belongs to.
 */
export async function logIn(
  deps: LogInDeps,
  input: LoginInput & { clientIp: string },
): Promise<Result<{ token: string; user: PublicUser }, LogInError>> {
  for (const [key, rule] of [
    [`login:ip:${input.clientIp}`, LOGIN_PER_IP],
    [loginAccountKey(input.email), LOGIN_PER_ACCOUNT],
  ] as const) {
    const decision = await deps.rateLimiter.hit(key, rule);
    if (!decision.allowed) return err({ type: 'login/too-many-attempts', retryAfterSeconds: decision.retryAfterSeconds });
  }
  const user = await deps.credentials.findByEmail(input.email);
  const valid = await deps.passwords.verify(user?.passwordHash ?? DECOY_HASH, input.password);
  if (!user || !valid) return err({ type: 'login/invalid-credentials' });
  const token = await deps.tokens.issue({ userId: user.id, email: user.email, roles: user.roles });
  const profile = await deps.resources.get('users', user.id);
  const attributes = profile.ok ? profile.value.record.attributes : {};
  return ok({
    token,
    user: toPublicUser({
      id: user.id,
      email: user.email,
      firstName: typeof attributes.firstName === 'string' ? attributes.firstName : '',
      lastName: typeof attributes.lastName === 'string' ? attributes.lastName : '',
      roles: user.roles as UserRole[],
      passwordHash: '',
    }),
  });
}
