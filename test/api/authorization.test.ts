import { apiTypes, canAccess, type Actor, type ApiType, type ResourceAction } from '@pretscope/core';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

const identities: { name: string; actor: Actor; token: (s: TestServer) => string | null }[] = [
  { name: 'anonymous', actor: null, token: () => null },
  { name: 'editor', actor: { userId: 2, roles: ['editor'] }, token: (s) => s.editorToken },
  { name: 'admin', actor: { userId: 1, roles: ['admin'] }, token: (s) => s.adminToken },
];

const methods: { method: string; action: ResourceAction; path: (type: ApiType) => string }[] = [
  { method: 'GET', action: 'read', path: (type) => `/${type}` },
  { method: 'GET', action: 'read', path: (type) => `/${type}/count` },
  { method: 'GET', action: 'read', path: (type) => `/${type}/1` },
  { method: 'POST', action: 'create', path: (type) => `/${type}` },
  { method: 'PATCH', action: 'update', path: (type) => `/${type}/1` },
  { method: 'DELETE', action: 'delete', path: (type) => `/${type}/999999` },
];

/**
 * Every type × identity × method against the real server. The expected answer comes from the access policy:
 * refused means 401 (no identity) or 403 (not enough rights), before any validation or lookup; allowed means
 * anything but those two (a read 200/404, a write with an empty body 422, a delete of a missing record 404).
 */
describe('authorization matrix', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const cases = apiTypes.flatMap((type) => identities.flatMap((identity) => methods.map((m) => ({ type, identity, ...m }))));

  it(`answers ${cases.length} combinations as the policy says`, async () => {
    const mismatches: string[] = [];
    for (const { type, identity, method, action, path } of cases) {
      const answer = await server.api(path(type), {
        method,
        token: identity.token(server),
        ...(method === 'POST' || method === 'PATCH'
          ? { json: { data: { type, ...(method === 'PATCH' ? { id: '1' } : {}), attributes: {} } } }
          : {}),
      });
      const allowed = canAccess(identity.actor, type, action);
      const refusedStatus = identity.actor ? 403 : 401;
      const ok = allowed ? answer.status !== 401 && answer.status !== 403 && answer.status < 500 : answer.status === refusedStatus;
      if (!ok)
        mismatches.push(`${identity.name} ${method} ${path(type)} → ${answer.status} (expected ${allowed ? 'allowed' : refusedStatus})`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('hostile tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const staffCall = (token: string) => server.api('/users', { token });
  const key = () => new TextEncoder().encode(server.jwtSecret);
  const claims = { email: 'admin@pretscope.example', roles: ['admin'] };

  it('accepts the genuine token', async () => {
    expect((await staffCall(server.adminToken)).status).toBe(200);
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = server.editorToken.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...decoded, roles: ['admin'] })).toString('base64url');
    expect((await staffCall(`${header}.${promoted}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_300)
      .sign(key());
    expect((await staffCall(expired)).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    expect((await staffCall(forged)).status).toBe(401);
  });

  it('refuses alg none and another algorithm', async () => {
    const none = new UnsecuredJWT(claims)
      .setSubject('1')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .encode();
    expect((await staffCall(none)).status).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setIssuer('pretscope')
      .setAudience('pretscope-api')
      .setExpirationTime('5m')
      .sign(key());
    expect((await staffCall(hs512)).status).toBe(401);
  });

  it('refuses garbage in the header, and answers a JSON:API error', async () => {
    for (const header of ['Bearer', 'Bearer not.a.jwt', 'Basic YWRtaW46YWRtaW4=', 'Bearer ' + 'a'.repeat(5000)]) {
      const answer = await server.api('/users', { headers: { authorization: header } });
      expect(answer.status, header.slice(0, 20)).toBe(401);
      expect(((await answer.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe('401');
    }
  });
});

describe('CORS when configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CORS_ORIGINS: 'https://partenaire.example' });
  });
  afterAll(async () => server?.close());

  it('allows the configured origin only', async () => {
    const allowed = await server.api('/products', {
      method: 'OPTIONS',
      headers: { origin: 'https://partenaire.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partenaire.example');
    const other = await server.api('/products', {
      method: 'OPTIONS',
      headers: { origin: 'https://ailleurs.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
