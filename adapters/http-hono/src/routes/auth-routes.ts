import { Hono, type Context } from 'hono';
import { logIn, loginInputSchema, renewAccessToken, type AccessTokens, type PasswordHasher, type RateLimiter } from '@pretscope/core';
import { FAILURES, type ApiFailure } from '../api-error.ts';
import type { ApiEnv } from '../api-deps.ts';
import { clientIp } from '../client-ip.ts';
import { isObject, readJsonBody } from '../request-body.ts';
import { validate } from '../validation.ts';

export function authRoutes({
  tokens,
  passwords,
  rateLimiter,
}: {
  tokens: AccessTokens;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
}) {
  const app = new Hono<ApiEnv>();
  const invalidCredentials = () => FAILURES.unauthorized('Adresse e-mail ou mot de passe incorrect.');

  app.post('/login', async (c) => {
    const { email, password } = validate(loginInputSchema, await readJsonBody(c), '');
    const scope = c.get('scope');
    const result = await logIn(
      { credentials: scope.stores.credentials, passwords, tokens, rateLimiter, resources: scope.stores.resources },
      { email, password, clientIp: clientIp(c) },
    );
    if (!result.ok)
      throw result.error.type === 'login/too-many-attempts'
        ? FAILURES.tooManyRequests(result.error.retryAfterSeconds)
        : invalidCredentials();
    return c.json(result.value);
  });

  app.get('/user', async (c) => {
    const actor = c.get('actor');
    if (!actor) throw FAILURES.unauthorized();
    const profile = await c.get('scope').stores.resources.get('users', actor.userId);
    if (!profile.ok) throw FAILURES.unauthorized('Ce compte n’existe plus.');
    return c.json({ data: { type: 'users', id: String(actor.userId), attributes: profile.value.record.attributes } });
  });

  /** A fresh token for a valid one (clients call it every 60 s, spec §4); the account must still exist. */
  app.post('/refresh', async (c) => {
    const result = await renewAccessToken({ tokens, resources: c.get('scope').stores.resources }, { token: await tokenFrom(c) });
    if (!result.ok)
      throw FAILURES.unauthorized(
        result.error.type === 'session/expired' ? 'Session expirée : reconnectez-vous.' : 'Ce compte n’existe plus.',
      );
    return c.json({ token: result.value.token });
  });

  /** Spec §7–8: success means valid; a failure answers 401, which clients read as false. */
  app.post('/verify', async (c) => {
    const claims = await tokens.verify(await tokenFrom(c));
    if (!claims) throw FAILURES.unauthorized('Jeton invalide ou expiré.');
    return c.json({ valid: true });
  });

  return app;
}

/** The token in the body (`{ token }`, spec §7), or else the bearer header. */
async function tokenFrom(c: Context<ApiEnv>): Promise<string> {
  const header = c.req.header('authorization');
  const contentType = c.req.header('content-type');
  if (contentType) {
    const body = await readJsonBody(c);
    if (isObject(body) && typeof body.token === 'string') return body.token;
  }
  return header?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
}

export async function limit(rateLimiter: RateLimiter, key: string, rule: { limit: number; windowMs: number }): Promise<void> {
  const decision = await rateLimiter.hit(key, rule);
  if (!decision.allowed) throw FAILURES.tooManyRequests(decision.retryAfterSeconds) satisfies ApiFailure;
}
