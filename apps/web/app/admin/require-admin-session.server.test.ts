import type { TokenClaims } from '@pretscope/core';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appContext } from '../app-context.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { FORBIDDEN_MESSAGE, requireAdminSession } from './require-admin-session.server.ts';

const TOKENS: Record<string, TokenClaims> = {
  'admin.token': { userId: 1, email: 'admin@pretscope.example', roles: ['admin'] },
  'editor.token': { userId: 2, email: 'redaction@pretscope.example', roles: ['editor'] },
  'nobody.token': { userId: 3, email: 'personne@pretscope.example', roles: [] },
};

function contextWithTokens() {
  const context = new RouterContextProvider();
  context.set(appContext, {
    site: { siteUrl: 'https://www.pretscope.example' },
    useCases: { verifyAccessToken: async (token: string) => TOKENS[token] ?? null },
  } as unknown as WebRequestScope);
  return context;
}

/**
 * A loader's or action's arguments for a page: the HTTP request and the page's address (`url`), which differ for a
 * client navigation's data request (`requestPath`: React Router 8 passes the HTTP request through).
 */
function args(
  path: string,
  { token, method = 'GET', origin, requestPath = path }: { token?: string; method?: string; origin?: string; requestPath?: string } = {},
) {
  const headers = new Headers();
  if (token) headers.set('cookie', `theme=clair; pretscope_admin=${token}`);
  if (origin) headers.set('origin', origin);
  return {
    request: new Request(`http://localhost:3000${requestPath}`, { method, headers }),
    url: new URL(`http://localhost:3000${path}`),
    context: contextWithTokens(),
  };
}

async function thrown(promise: Promise<unknown>): Promise<Response | { type: string; init?: ResponseInit; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the helper to refuse');
}

describe('requireAdminSession', () => {
  it('answers the actor of a valid session cookie', async () => {
    const session = await requireAdminSession(args('/_admin_/users', { token: 'admin.token' }), { type: 'users', action: 'read' });
    expect(session.actor).toEqual({ userId: 1, roles: ['admin'] });
    expect(session.claims.email).toBe('admin@pretscope.example');
  });

  it('sends a visitor to the login page, which brings them back to the page and its query', async () => {
    const answer = (await thrown(requireAdminSession(args('/_admin_/products?q=auto&page=2'), 'staff'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fproducts%3Fq%3Dauto%26page%3D2');
  });

  it('brings back to the page, not to the data request, a client navigation that finds the session ended', async () => {
    const navigation = args('/_admin_/products?q=auto', {
      requestPath: '/_admin_/products.data?q=auto&_routes=routes%2Fadmin%2Fresource-list',
    });
    const answer = (await thrown(requireAdminSession(navigation, 'staff'))) as Response;
    expect(answer.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fproducts%3Fq%3Dauto');
  });

  it('says the session expired when the cookie holds a token that is no longer valid', async () => {
    const answer = (await thrown(requireAdminSession(args('/_admin_/articles/4', { token: 'old.token' }), 'staff'))) as Response;
    expect(answer.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Farticles%2F4&expiree=1');
  });

  it('refuses an editor what the access policy keeps for admins, with a French 403', async () => {
    const refused = await thrown(requireAdminSession(args('/_admin_/users', { token: 'editor.token' }), { type: 'users', action: 'read' }));
    expect(refused).toMatchObject({ type: 'DataWithResponseInit', init: { status: 403 }, data: { message: FORBIDDEN_MESSAGE } });
    const content = await requireAdminSession(args('/_admin_/articles', { token: 'editor.token' }), { type: 'articles', action: 'update' });
    expect(content.actor.roles).toEqual(['editor']);
  });

  it('refuses a token without a staff role', async () => {
    const refused = await thrown(requireAdminSession(args('/_admin_', { token: 'nobody.token' }), 'staff'));
    expect(refused).toMatchObject({ init: { status: 403 } });
  });

  it('refuses a write from another origin or without Origin (CSRF), and accepts the site’s own', async () => {
    const evil = await thrown(
      requireAdminSession(args('/_admin_/users/2', { token: 'admin.token', method: 'POST', origin: 'https://evil.example' }), {
        type: 'users',
        action: 'update',
      }),
    );
    expect(evil).toMatchObject({ init: { status: 403 } });
    const none = await thrown(
      requireAdminSession(args('/_admin_/users/2', { token: 'admin.token', method: 'POST' }), { type: 'users', action: 'update' }),
    );
    expect(none).toMatchObject({ init: { status: 403 } });
    await expect(
      requireAdminSession(args('/_admin_/users/2', { token: 'admin.token', method: 'POST', origin: 'http://localhost:3000' }), {
        type: 'users',
        action: 'update',
      }),
    ).resolves.toBeDefined();
    await expect(
      requireAdminSession(args('/_admin_/users/2', { token: 'admin.token', method: 'POST', origin: 'https://www.pretscope.example' }), {
        type: 'users',
        action: 'update',
      }),
    ).resolves.toBeDefined();
  });

  it('brings a write whose session ended back to its page without the query', async () => {
    const answer = (await thrown(
      requireAdminSession(args('/_admin_/products/3?index', { method: 'POST', origin: 'http://localhost:3000' }), 'staff'),
    )) as Response;
    expect(answer.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fproducts%2F3');
  });
});
