import { describe, expect, it } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

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
});
