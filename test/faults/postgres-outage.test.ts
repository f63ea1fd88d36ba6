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
/**
 * How long a state the test waits for (a warm server, answers enough to judge) may take to come. Reached in a few
 * seconds on a quiet machine; on a loaded one (load average 13+ on 2 cores) a cold server takes several seconds to
 * answer its first page of each kind, so the test waits for what it needs to see rather than for a fixed time.
 */
const STATE_LIMIT_MS = 60_000;

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
      return { kind: 'page', path: `${pages[Math.floor(n / 5) % pages.length]}?essai=${n}` };
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
const KINDS = Object.keys(SUCCESS) as Kind[];
/** Every address the clients ask for, without its query: the server has answered each once when it is warm. */
const ROUTES = new Set(Array.from({ length: 50 }, (_, n) => request(n).path.split('?')[0]!));

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
    // Warm: a cold server on a loaded machine takes seconds for the first answer of each page (and may answer 503
    // meanwhile, its own database check timing out behind the start-up work); the test starts from a warm one.
    const warm = await until(
      () => [...ROUTES].every((route) => exchanges.some((e) => e.path.split('?')[0] === route && e.status === SUCCESS[e.kind])),
      STATE_LIMIT_MS,
    );
    expect(
      warm,
      `every address answered once: ${[...new Set(exchanges.map((e) => `${e.path.split('?')[0]} ${e.status}`))].join(', ')}`,
    ).toBe(true);
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
  /** Waits until `reached()` holds, or `limitMs` has gone by; whether it holds. */
  async function until(reached: () => boolean, limitMs: number): Promise<boolean> {
    const deadline = Date.now() + limitMs;
    while (!reached() && Date.now() < deadline) await pause(100);
    return reached();
  }
  /** Requests that started at `from` or later, and each kind of them answered at least `count` times. */
  const answeredOfEachKind = (from: number, count: number) => () =>
    KINDS.every((kind) => since(from).filter((e) => e.kind === kind).length >= count);

  /** Every kind of request succeeds from `from` on (after a warm-up or a recovery). */
  async function expectHealthy(from: number) {
    // At least 2.5 s of traffic, and until every kind has been answered twice (later on a loaded machine).
    await pause(2_500);
    await until(answeredOfEachKind(from, 2), STATE_LIMIT_MS);
    const seen = since(from);
    for (const kind of KINDS) {
      const ofKind = seen.filter((e) => e.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThanOrEqual(2);
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
    // Requests that started once the cached answers had expired, and have finished.
    const afterCache = cutAt + CACHE_LIFETIME_MS + 100;
    // Long enough for every client to go through a few requests that each wait on the database: 8 s at least, and
    // until two answers per client and a 503 of each kind have come (later on a loaded machine).
    await pause(8_000);
    await until(
      () =>
        since(afterCache).length >= 2 * CLIENTS &&
        KINDS.every((kind) => since(afterCache).some((e) => e.kind === kind && e.status === 503)),
      STATE_LIMIT_MS,
    );
    const during = since(afterCache);
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
    for (const kind of KINDS) {
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

  /**
   * Back by itself: ready again within seconds, then every kind of request served again and from then on every one
   * answered, the same process, never restarted.
   */
  async function expectRecovery(mode: string) {
    const restoredAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - restoredAt < 15_000) {
      status = (await fetch(`${server.url}/api/ready`)).status;
      if (status !== 200) await pause(100);
    }
    expect(status, `${mode}: ready again`).toBe(200);
    const readyAt = Date.now();
    // Served again: each kind has had its success since ready. Ready is one statement; on a loaded machine a page or
    // an API read that starts just after it may still be answered 503 for a few seconds while the pool opens its
    // connections again (a GET slow for 1 s checks the database, and that check waits behind them): an outage's
    // answer, never an error. Quiet, this is the first answers after ready.
    const served = await until(
      () => KINDS.every((kind) => since(readyAt).some((e) => e.kind === kind && e.status === SUCCESS[kind])),
      15_000,
    );
    const servedAt = Date.now();
    expect(served, `${mode}: every kind of request served again within 15 s of ready`).toBe(true);
    const meanwhile = since(readyAt).filter((e) => e.startedAt < servedAt && e.status !== SUCCESS[e.kind]);
    console.log(
      `${mode}: ready again ${readyAt - restoredAt} ms after the database came back, every kind served ${servedAt - readyAt} ms later (${meanwhile.length} answered 503 meanwhile)`,
    );
    await expectHealthy(servedAt);
    // Requests started between ready and served, now answered too: a success or a 503, never an error.
    expect(
      since(readyAt)
        .filter((e) => e.status !== SUCCESS[e.kind] && e.status !== 503)
        .map((e) => `${e.kind} ${e.path} ${e.status}`),
      `${mode}: only 503 (or a success) since ready`,
    ).toEqual([]);
    expect(server.child.exitCode, 'the process never stopped').toBeNull();
    expect(server.child.signalCode).toBeNull();
  }

  it('answers every kind of request before the outage', async () => {
    await expectHealthy(Date.now());
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
