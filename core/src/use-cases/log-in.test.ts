import { describe, expect, it } from 'vitest';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, logIn, type LogInDeps } from './log-in.ts';
import { countingRateLimiter, fakePasswords, fakeTokens, recordStore } from './use-case-fakes.test-support.ts';

function deps(): LogInDeps {
  return {
    credentials: {
      findByEmail: async (email) =>
        email === 'admin@pretscope.example' ? { id: 1, email, roles: ['admin'], passwordHash: 'hashed:le bon mot de passe' } : null,
    },
    passwords: fakePasswords,
    tokens: fakeTokens(),
    rateLimiter: countingRateLimiter(),
    resources: recordStore([
      {
        type: 'users',
        id: 1,
        attributes: { email: 'admin@pretscope.example', firstName: 'Ada', lastName: 'Admin', roles: ['admin'] },
        relationships: {},
      },
    ]),
  };
}

describe('logIn', () => {
  it('answers a token for the account and the user without any password', async () => {
    const d = deps();
    const result = await logIn(d, { email: 'admin@pretscope.example', password: 'le bon mot de passe', clientIp: '203.0.113.9' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await d.tokens.verify(result.value.token)).toEqual({ userId: 1, email: 'admin@pretscope.example', roles: ['admin'] });
    expect(result.value.user).toEqual({ id: 1, email: 'admin@pretscope.example', firstName: 'Ada', lastName: 'Admin', roles: ['admin'] });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const d = deps();
    const wrong = await logIn(d, { email: 'admin@pretscope.example', password: 'pas le bon', clientIp: '203.0.113.9' });
    const unknown = await logIn(d, { email: 'personne@pretscope.example', password: 'le bon mot de passe', clientIp: '203.0.113.9' });
    expect(wrong).toEqual({ ok: false, error: { type: 'login/invalid-credentials' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses further attempts on one account, even with the right password, once its limit is reached', async () => {
    const d = deps();
    for (let attempt = 0; attempt < LOGIN_PER_ACCOUNT.limit; attempt += 1) {
      expect(
        (await logIn(d, { email: 'admin@pretscope.example', password: `essai ${attempt}`, clientIp: `198.51.100.${attempt}` })).ok,
      ).toBe(false);
    }
    const blocked = await logIn(d, { email: 'admin@pretscope.example', password: 'le bon mot de passe', clientIp: '203.0.113.200' });
    expect(blocked).toEqual({
      ok: false,
      error: { type: 'login/too-many-attempts', retryAfterSeconds: LOGIN_PER_ACCOUNT.windowMs / 1000 },
    });
  });

  it('refuses an address that tries too many accounts', async () => {
    const d = deps();
    for (let attempt = 0; attempt < LOGIN_PER_IP.limit; attempt += 1) {
      await logIn(d, { email: `compte${attempt}@pretscope.example`, password: 'x', clientIp: '203.0.113.9' });
    }
    const blocked = await logIn(d, { email: 'admin@pretscope.example', password: 'le bon mot de passe', clientIp: '203.0.113.9' });
    expect(blocked.ok ? null : blocked.error.type).toBe('login/too-many-attempts');
    expect((await logIn(d, { email: 'admin@pretscope.example', password: 'le bon mot de passe', clientIp: '203.0.113.10' })).ok).toBe(true);
  });
});
