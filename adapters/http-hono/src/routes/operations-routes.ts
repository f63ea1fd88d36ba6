import { Hono } from 'hono';
import { formatNumber } from '@pretscope/core';
import { FAILURES } from '../api-error.ts';
import type { ApiDeps, ApiEnv } from '../api-deps.ts';
import { JSON_API_MEDIA_TYPE } from '../json-api-document.ts';

/** Long enough for a healthy database under load, short enough for a load balancer's check (often 2 to 5 s). */
export const DEFAULT_READY_TIMEOUT_MS = 1_000;

/** Checks answer the present: no cache of this process, of a proxy or of the balancer may keep them. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * What a load balancer or an orchestrator asks: `/health` (liveness: the process answers HTTP, nothing else is
 * touched, so a database outage never gets healthy processes restarted) and `/ready` (readiness: the database
 * answers within a short time; a process that is not ready is taken out of rotation, not killed).
 */
export function operationsRoutes(deps: Pick<ApiDeps, 'ready' | 'readyTimeoutMs'>) {
  const app = new Hono<ApiEnv>();
  const timeoutMs = deps.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;

  app.get('/health', (c) => c.json({ meta: { status: 'ok' } }, 200, NO_STORE));

  app.get('/ready', async (c) => {
    const outcome = deps.ready ? await within(deps.ready(), timeoutMs) : true;
    if (outcome === true) return c.json({ meta: { status: 'ready' } }, 200, NO_STORE);
    const detail =
      outcome === 'timeout'
        ? `La base de données n’a pas répondu en ${formatNumber(timeoutMs / 1000, timeoutMs % 1000 === 0 ? 0 : 1)} s : ce processus ne doit pas recevoir de trafic pour l’instant.`
        : 'La base de données ne répond pas : ce processus ne doit pas recevoir de trafic pour l’instant.';
    return c.body(JSON.stringify({ errors: FAILURES.unavailable(detail).errors }), 503, {
      'content-type': JSON_API_MEDIA_TYPE,
      ...NO_STORE,
    });
  });

  return app;
}

/** The check's answer, false when it failed, or 'timeout' when it did not answer in time (it may still hang). */
async function within(check: Promise<boolean>, timeoutMs: number): Promise<boolean | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
