import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJoseAccessTokens } from './jose-access-tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-1234567890';
const claims = { userId: 7, email: 'admin@pretscope.example', roles: ['admin' as const] };

describe('JWT access tokens', () => {
  it('issues a token that verifies back to its claims', async () => {
    const tokens = createJoseAccessTokens({ secret });
    expect(await tokens.verify(await tokens.issue(claims))).toEqual(claims);
  });

  it('refuses an expired token', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const tokens = createJoseAccessTokens({ secret, ttlSeconds: 60, clock: { now: () => now } });
    const token = await tokens.issue(claims);
    now = new Date('2026-11-22T10:01:01Z');
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered payload, a wrong signature and another audience', async () => {
    const tokens = createJoseAccessTokens({ secret });
    const token = await tokens.issue({ ...claims, roles: [] });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: '7',
        email: 'admin@pretscope.example',
        roles: ['admin'],
        iss: 'pretscope',
        aud: 'pretscope-api',
        exp: 9_999_999_999,
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const otherKey = createJoseAccessTokens({ secret: `${secret}-other` });
    expect(await tokens.verify(await otherKey.issue(claims))).toBeNull();
    const otherAudience = createJoseAccessTokens({ secret, audience: 'elsewhere' });
    expect(await tokens.verify(await otherAudience.issue(claims))).toBeNull();
  });

  it('refuses alg none and other algorithms', async () => {
    const tokens = createJoseAccessTokens({ secret });
    const unsecured = new UnsecuredJWT({ email: claims.email, roles: ['admin'] })
      .setSubject('7')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
    const hs512 = await new SignJWT({ email: claims.email, roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('drops unknown roles and refuses a short secret', async () => {
    const tokens = createJoseAccessTokens({ secret });
    const odd = await new SignJWT({ email: claims.email, roles: ['admin', 'superuser'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect((await tokens.verify(odd))?.roles).toEqual(['admin']);
    expect(() => createJoseAccessTokens({ secret: 'short' })).toThrow(/32 bytes/);
  });
});
