import { userRoles, type UserRole } from '../access/user.ts';
import type { AccessTokens, TokenClaims } from '../ports/access-tokens.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';

export interface RenewAccessTokenDeps {
  tokens: AccessTokens;
  resources: Pick<ResourceStore, 'get'>;
}

export type RenewAccessTokenError = { type: 'session/expired' } | { type: 'session/account-gone' };

/**
 * A fresh token for a valid one (`POST /api/auth/refresh`, and the back office's session every 60 s, spec §4).
 * The account must still exist, and the new token carries its current roles: a demoted or deleted user loses
 * access at the next refresh at the latest.
 */
export async function renewAccessToken(
  deps: RenewAccessTokenDeps,
  input: { token: string },
): Promise<Result<{ token: string; claims: TokenClaims }, RenewAccessTokenError>> {
  const claims = await deps.tokens.verify(input.token);
  if (!claims) return err({ type: 'session/expired' });
  const profile = await deps.resources.get('users', claims.userId);
  if (!profile.ok) return err({ type: 'session/account-gone' });
  const stored = profile.value.record.attributes.roles;
  const roles = Array.isArray(stored)
    ? stored.filter((role): role is UserRole => (userRoles as readonly unknown[]).includes(role))
    : claims.roles;
  const renewed = { ...claims, roles };
  return ok({ token: await deps.tokens.issue(renewed), claims: renewed });
}
