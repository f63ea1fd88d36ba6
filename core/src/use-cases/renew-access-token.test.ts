import { describe, expect, it } from 'vitest';
import { renewAccessToken } from './renew-access-token.ts';
import { fakeTokens, recordStore } from './use-case-fakes.test-support.ts';

describe('renewAccessToken', () => {
  const user = {
    type: 'users' as const,
    id: 4,
    attributes: { email: 'r@pretscope.example', firstName: 'R', lastName: 'E', roles: ['editor'] },
    relationships: {},
  };

  it('issues a new token carrying the account’s current roles', async () => {
    const tokens = fakeTokens();
    const resources = recordStore([user]);
    const old = await tokens.issue({ userId: 4, email: 'r@pretscope.example', roles: ['admin'] });
    const renewed = await renewAccessToken({ tokens, resources }, { token: old });
    expect(renewed.ok).toBe(true);
    if (!renewed.ok) return;
    expect(renewed.value.token).not.toBe(old);
    expect(await tokens.verify(renewed.value.token)).toEqual({ userId: 4, email: 'r@pretscope.example', roles: ['editor'] });
    expect(renewed.value.claims.roles).toEqual(['editor']);
  });

  it('refuses an expired or forged token, and a deleted account', async () => {
    const tokens = fakeTokens();
    const old = await tokens.issue({ userId: 4, email: 'r@pretscope.example', roles: ['editor'] });
    tokens.expire(old);
    expect(await renewAccessToken({ tokens, resources: recordStore([user]) }, { token: old })).toEqual({
      ok: false,
      error: { type: 'session/expired' },
    });
    expect(await renewAccessToken({ tokens, resources: recordStore([user]) }, { token: 'not a token' })).toEqual({
      ok: false,
      error: { type: 'session/expired' },
    });
    const orphan = await tokens.issue({ userId: 99, email: 'gone@pretscope.example', roles: ['admin'] });
    expect(await renewAccessToken({ tokens, resources: recordStore([user]) }, { token: orphan })).toEqual({
      ok: false,
      error: { type: 'session/account-gone' },
    });
  });
});
