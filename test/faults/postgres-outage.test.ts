import { createThrowawayPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.test-support.ts';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay.test-support.ts';

/** What « quickly » means for an answer while PostgreSQL is gone (issue 8). */
const ANSWER_BOUND_MS = 5_000;
/** Anonymous pages and API reads may be served from the 1 s response cache at the start of an outage. */
const CACHE_LIFETIME_MS = 1_000;
const CLIENTS = 8;

type Kind = 'page' | 'api' | 'lead' | 'form';
interface Exchange {
  kind: Kind;
  path: string;
  startedAt: number;
  ms: number;
  status: number | 'network-error';
  body: string;
}

/**
 * The requests a visitor and an API client make, each URL new (an unknown parameter the pages ignore, another
 * amount for the comparator) so that it reaches the database rather than the response cache.
 */
function request(n: number): { kind: Kind; path: string; init?: RequestInit } {
  const pages = [
    '/',
    '/pret-hypothecaire',
    '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent',
    '/pret-immobilier/outils/capacite-d-emprunt',
    '/banques-et-courtiers',
  ];
  const address = `10.8.${(n >> 8) & 255}.${n & 255 || 1}`;
  switch (n % 5) {
    case 0:
    case 1:
      return { kind: 'page', path: `${pages[n % pages.length]}?essai=${n}` };
    case 2:
      return {
        kind: 'api',
        path:
          n % 2
            ? `/api/loans-search?category=pret-hypothecaire&amount=${200_000 + n}&duration=300`
            : `/api/products?page[limit]=5&page[offset]=${n % 40}`,
      };
    case 3:
      return {
        kind: 'lead',
        path: '/api/leads',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/vnd.api+json', 'X-Forwarded-For': address },
          body: JSON.stringify({
            data: {
              type: 'leads',
              attributes: {
                kind: 'contact',
                firstName: 'Léa',
                lastName: 'Test',
                email: `lea.${n}@example.org`,
                country: 'LUX',
                message: `Panne ${n}`,
                consent: { given: true, text: 'J’accepte.', version: '2026-11' },
              },
            },
          }),
        },
      };
    default:
      return {
        kind: 'form',
        path: '/contact',
        init: {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
          body: new URLSearchParams({
            firstName: 'Marc',
            lastName: 'Test',
            email: `marc.${n}@example.org`,
            country: 'LUX',
            message: `Panne ${n}`,
            consent: 'on',
          }),
        },
      };
  }
}

/** The answer that means « it worked » for each kind of request. */
const SUCCESS: Record<Kind, number> = { page: 200, api: 200, lead: 201, form: 303 };

describe.runIf(PG_TEST_URL)('PostgreSQL gone under load (the server behind a relay that hangs, then refuses)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-outage-'));
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let relay: TcpRelay;
  let server: ServerProcess;
  const exchanges: Exchange[] = [];
  let sending = true;
  let clients: Promise<void>[] = [];

  beforeAll(async () => {
    database = await createThrowawayPostgres('pretscope_outage');
    relay = await startTcpRelay(new URL(database.url));
    server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: relay.through(database.url),
        DATABASE_POOL_MAX: '5',
        TRUST_PROXY: 'true',
        ADMIN_PASSWORD: 'admin-password-for-tests',
        LOG_LEVEL: 'error',
      },
    });
    let n = 0;
    clients = Array.from({ length: CLIENTS }, async () => {
      while (sending) {
        const { kind, path, init } = request(n++);
        const startedAt = Date.now();
        try {
          const answer = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
          const body = await answer.text();
          exchanges.push({ kind, path, startedAt, ms: Date.now() - startedAt, status: answer.status, body });
        } catch {
          exchanges.push({ kind, path, startedAt, ms: Date.now() - startedAt, status: 'network-error', body: '' });
        }
      }
    });
  });
  afterAll(async () => {
    sending = false;
    await relay?.restore();
    await Promise.all(clients);
    await server?.stop(5_000);
    await relay?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const since = (from: number) => exchanges.filter((e) => e.startedAt >= from);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Every kind of request succeeds from `from` on (after a warm-up or a recovery). */
  async function expectHealthy(from: number) {
    await pause(2_500);
    const seen = since(from);
    for (const kind of Object.keys(SUCCESS) as Kind[]) {
      const ofKind = seen.filter((e) => e.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      expect(
        ofKind.filter((e) => e.status !== SUCCESS[kind]).map((e) => `${e.path} ${e.status} ${e.body.slice(0, 200)}`),
        kind,
      ).toEqual([]);
    }
  }

  /** While the database is gone: 503 in French within the bound, for every kind; never a 500 or a dropped connection. */
  async function expectUnavailable(cutAt: number, mode: string) {
    const readyStarted = Date.now();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status, `${mode}: /api/ready`).toBe(503);
    expect(Date.now() - readyStarted).toBeLessThan(2_000);
    expect(((await ready.json()) as { errors: { title: string }[] }).errors[0]?.title).toBe('Service indisponible');
    // Liveness does not depend on the database: no balancer restarts this process.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Long enough for every client to go through a few requests that each wait on the database.
    await pause(8_000);
    // Requests that started once the cached answers had expired, and have finished.
    const during = since(cutAt + CACHE_LIFETIME_MS + 100).filter((e) => e.startedAt + e.ms < Date.now());
    expect(during.length, mode).toBeGreaterThanOrEqual(2 * CLIENTS);
    expect(
      during
        .filter((e) => e.status === 'network-error' || (e.status !== 503 && e.status !== SUCCESS[e.kind]))
        .map((e) => `${e.kind} ${e.path} ${e.status}`),
      `${mode}: only 503 (or a success) while the database is gone`,
    ).toEqual([]);
    expect(
      during.filter((e) => e.ms >= ANSWER_BOUND_MS).map((e) => `${e.kind} ${e.path} ${e.ms} ms`),
      `${mode}: answered within ${ANSWER_BOUND_MS} ms`,
    ).toEqual([]);
    for (const kind of Object.keys(SUCCESS) as Kind[]) {
      const unavailable = during.filter((e) => e.kind === kind && e.status === 503);
      expect(unavailable.length, `${mode}: ${kind} answered 503`).toBeGreaterThan(0);
      for (const e of unavailable) {
        if (kind === 'page') expect(e.body, e.path).toContain('Service momentanément indisponible');
        if (kind === 'api' || kind === 'lead')
          expect(JSON.parse(e.body).errors[0], e.path).toMatchObject({ status: '503', code: 'unavailable', title: 'Service indisponible' });
        if (kind === 'form')
          expect(e.body, e.path).toContain('Votre demande n’a pas pu être enregistrée à cause d’un problème technique de notre côté');
      }
    }
    // No visitor's request was taken for stored while it was not: no lead acknowledged during the outage.
    expect(during.filter((e) => (e.kind === 'lead' || e.kind === 'form') && e.status === SUCCESS[e.kind])).toEqual([]);
  }

  /** Back by itself: ready again within seconds, the same process, never restarted. */
  async function expectRecovery(mode: string) {
    const restoredAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - restoredAt < 15_000) {
      status = (await fetch(`${server.url}/api/ready`)).status;
      if (status !== 200) await pause(100);
    }
    expect(status, `${mode}: ready again`).toBe(200);
    console.log(`${mode}: ready again ${Date.now() - restoredAt} ms after the database came back`);
    await expectHealthy(Date.now());
    expect(server.child.exitCode, 'the process never stopped').toBeNull();
    expect(server.child.signalCode).toBeNull();
  }

  it('answers every kind of request before the outage', async () => {
    await expectHealthy(Date.now() + 500);
  });

  it('when PostgreSQL hangs (connections open, no byte answered): 503 in French within 5 s, then recovers by itself', async () => {
    const cutAt = Date.now();
    relay.freeze();
    await expectUnavailable(cutAt, 'hanging');
    await relay.restore();
    await expectRecovery('hanging');
  });

  it('when PostgreSQL stops (connections cut, new ones refused): 503 in French within 5 s, then recovers by itself', async () => {
    const cutAt = Date.now();
    await relay.refuse();
    await expectUnavailable(cutAt, 'stopped');
    await relay.restore();
    await expectRecovery('stopped');
    const slowest = [...exchanges].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `${exchanges.length} requests during the run; slowest: ${slowest.map((e) => `${e.kind} ${e.path} ${e.status} ${e.ms} ms`).join(', ')}`,
    );
  });
});
