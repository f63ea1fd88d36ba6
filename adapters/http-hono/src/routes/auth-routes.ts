import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { emailSchema, type AccessTokens, type PasswordHasher, type RateLimiter } from '@pretscope/core';
import { FAILURES, type ApiFailure } from '../api-error.js';
import type { ApiEnv } from '../api-deps.js';
import { clientIp } from '../client-ip.js';
import { isObject, readJsonBody } from '../request-body.js';
import { validate } from '../validation.js';

const loginSchema = v.strictObject({
  email: emailSchema,
  password: v.pipe(v.string('Le mot de passe est obligatoire.'), v.nonEmpty('Le mot de passe est obligatoire.'), v.maxLength(256, 'Mot de passe trop long.')),
});

/** Per IP, then per account: a guessing attack is slowed whether it tries many accounts or many passwords. */
const LOGIN_PER_IP = { limit: 20, windowMs: 15 * 60_000 };
const LOGIN_PER_ACCOUNT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Verified against when the e-mail is unknown, so that an unknown address and a wrong password take the same time
 * and get the same answer (no account enumeration).
 */
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0HmXUg/hUGmj9P803GtDUA$3T+D9/8w+xfHsjjpcdvyzY8IsXMofF/+fuPFyiFay9Y';

export function authRoutes({ tokens, passwords, rateLimiter }: { tokens: AccessTokens; passwords: PasswordHasher; rateLimiter: RateLimiter }) {
  const app = new Hono<ApiEnv>();
  const invalidCredentials = () => FAILURES.unauthorized('Adresse e-mail ou mot de passe incorrect.');

  app.post('/login', async (c) => {
    const body = await readJsonBody(c);
    const { email, password } = validate(loginSchema, body, '');
    await limit(rateLimiter, `login:ip:${clientIp(c)}`, LOGIN_PER_IP);
    await limit(rateLimiter, `login:account:${email}`, LOGIN_PER_ACCOUNT);
    const user = await c.get('scope').credentials.findByEmail(email);
    const valid = await passwords.verify(user?.passwordHash ?? DECOY_HASH, password);
    if (!user || !valid) throw invalidCredentials();
    const token = await tokens.issue({ userId: user.id, email: user.email, roles: user.roles });
    const profile = await c.get('scope').resources.get('users', user.id);
    return c.json({ token, user: profile.ok ? { id: user.id, ...profile.value.record.attributes } : { id: user.id, email: user.email, roles: user.roles } });
  });

  app.get('/user', async (c) => {
    const actor = c.get('actor');
    if (!actor) throw FAILURES.unauthorized();
    const profile = await c.get('scope').resources.get('users', actor.userId);
    if (!profile.ok) throw FAILURES.unauthorized('Ce compte n’existe plus.');
    return c.json({ data: { type: 'users', id: String(actor.userId), attributes: profile.value.record.attributes } });
  });

  /** A fresh token for a valid one (clients call it every 60 s, spec §4); the account must still exist. */
  app.post('/refresh', async (c) => {
    const claims = await tokens.verify(await tokenFrom(c));
    if (!claims) throw FAILURES.unauthorized('Session expirée : reconnectez-vous.');
    const profile = await c.get('scope').resources.get('users', claims.userId);
    if (!profile.ok) throw FAILURES.unauthorized('Ce compte n’existe plus.');
    const roles = (profile.value.record.attributes.roles as typeof claims.roles) ?? claims.roles;
    return c.json({ token: await tokens.issue({ ...claims, roles }) });
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
