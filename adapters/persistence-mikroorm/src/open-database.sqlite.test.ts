import { describe, expect, it } from 'vitest';
import { openTestSqlite } from './testing/test-databases.ts';

describe('SQLite database', () => {
  it('runs in WAL mode with full sync, foreign keys and a busy timeout', async () => {
    const database = await openTestSqlite();
    try {
      const connection = database.orm.em.getConnection();
      const pragma = async (name: string) =>
        Object.values((await connection.execute(`pragma ${name}`, [], 'get')) as Record<string, unknown>)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      // 2 is FULL: every commit reaches the disk before a request is answered.
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    } finally {
      await database.dispose();
    }
  });

  it('is migrated once: a second run applies nothing', async () => {
    const database = await openTestSqlite();
    try {
      expect(await database.migrate()).toEqual([]);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});
