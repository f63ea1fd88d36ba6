import type { Context } from 'hono';
import type { ApiEnv } from './api-deps.ts';

/** The visitor's address, for rate limits: taken from the socket by the server (never from a request header). */
export function clientIp(c: Context<ApiEnv>): string {
  return c.get('clientIp') ?? 'unknown';
}
