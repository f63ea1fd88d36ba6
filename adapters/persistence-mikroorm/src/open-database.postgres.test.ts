import { connect, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { createThrowawayPostgres, openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('PostgreSQL database');

describe.runIf(PG_TEST_URL)('PostgreSQL database', () => {
  it('answers a clear error quickly when the pool is saturated, instead of waiting forever', async () => {
    const database = await openTestPostgres({ pool: { max: 1, acquireTimeoutMs: 300 } });
    try {
      // One connection, held by a slow query; a second query cannot get one.
      const holder = database.orm.em.getConnection().execute('select pg_sleep(1.5)');
      const started = Date.now();
      await expect(database.orm.em.getConnection().execute('select 1')).rejects.toThrow(/Timeout acquiring a connection/);
      expect(Date.now() - started).toBeLessThan(1200);
      await holder;
      // And it recovers once the connection is free.
      expect(await database.ping()).toBe(true);
    } finally {
      await database.dispose();
    }
  });

  it('ends a statement that runs past its timeout with an error, and the connection serves the next one', async () => {
    const database = await openTestPostgres({ pool: { max: 1, statementTimeoutMs: 300 } });
    try {
      const started = Date.now();
      await expect(database.orm.em.getConnection().execute('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.dispose();
    }
  });

  it('gives up on a database that stops answering without closing the connection, shortly after the statement timeout', async () => {
    const throwaway = await createThrowawayPostgres();
    // A relay that can stop passing bytes: the connection stays open and silent, as behind a dropped network.
    const sockets: Socket[] = [];
    const relay = createServer((client) => {
      const upstream = connect(Number(new URL(throwaway.url).port || 5432), new URL(throwaway.url).hostname);
      sockets.push(client, upstream);
      client.pipe(upstream).on('error', () => undefined);
      upstream.pipe(client).on('error', () => undefined);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const url = new URL(throwaway.url);
    url.hostname = '127.0.0.1';
    url.port = String((relay.address() as { port: number }).port);
    const database = await openDatabase({ databaseUrl: url.toString(), pool: { max: 1, statementTimeoutMs: 400 }, failFastMs: 1_000 });
    try {
      expect(await database.ping()).toBe(true);
      for (const socket of sockets) socket.pause();
      const started = Date.now();
      await expect(database.orm.em.getConnection().execute('select 1')).rejects.toThrow(/Query read timeout/);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(850);
      expect(elapsed).toBeLessThan(2_000);
      // What follows fails at once for failFastMs instead of waiting as long again (outage-guard.ts)…
      const next = Date.now();
      await expect(database.orm.em.getConnection().execute('select 1')).rejects.toThrow(/^Database unavailable: failing fast/);
      await expect(database.orm.em.transactional(async (em) => em.getConnection().execute('select 1'))).rejects.toThrow(
        /^Database unavailable/,
      );
      expect(Date.now() - next).toBeLessThan(200);
      // …and once the database answers again and the period is over, so does the pool.
      for (const socket of sockets) socket.resume();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await database.ping()).toBe(true);
      expect(await database.orm.em.getConnection().execute('select 2 as two')).toEqual([{ two: 2 }]);
    } finally {
      for (const socket of sockets) socket.destroy();
      relay.close();
      await database.close();
      await throwaway.drop();
    }
  });
});
