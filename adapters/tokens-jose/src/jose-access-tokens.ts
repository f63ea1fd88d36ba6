import { jwtVerify, SignJWT } from 'jose';
import { userRoles, type AccessTokens, type Clock, type TokenClaims, type UserRole } from '@pretscope/core';

export interface JoseAccessTokensOptions {
  /** At least 32 bytes of secret (JWT_SECRET, or the one generated into data/). */
  secret: string;
  issuer?: string;
  audience?: string;
  /** Lifetime of a token; clients refresh every 60 s (spec §9), so a few minutes covers a missed refresh. */
  ttlSeconds?: number;
  clock?: Clock;
}

const ALGORITHM = 'HS256';

/**
 * Short-lived HS256 tokens. Verification pins the algorithm (an `alg: none` or RS256 token is refused), checks
 * issuer, audience and expiry, and answers null for anything not valid: a bad token is an anonymous request,
 * never an error the caller has to catch.
 */
export function createJoseAccessTokens({
  secret,
  issuer = 'pretscope',
  audience = 'pretscope-api',
  ttlSeconds = 300,
  clock,
}: JoseAccessTokensOptions): AccessTokens {
  if (new TextEncoder().encode(secret).length < 32) throw new Error('the token secret must be at least 32 bytes');
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor((clock?.now() ?? new Date()).getTime() / 1000);

  return {
    async issue(claims: TokenClaims) {
      const now = nowSeconds();
      return new SignJWT({ email: claims.email, roles: claims.roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },

    async verify(token: string) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          currentDate: clock ? clock.now() : undefined,
        });
        const userId = Number(payload.sub);
        const roles = Array.isArray(payload.roles)
          ? payload.roles.filter((role): role is UserRole => (userRoles as readonly unknown[]).includes(role))
          : [];
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.email !== 'string') return null;
        return { userId, email: payload.email, roles };
      } catch {
        return null;
      }
    },
  };
}
