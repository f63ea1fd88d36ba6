import { describe, it } from 'vitest';
import { describePersistenceContract } from './testing/persistence.contract.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

if (PG_TEST_URL) {
  describePersistenceContract('PostgreSQL', openTestPostgres);
} else {
  // Said, not silently skipped: CI sets PG_TEST_URL, so this only shows on a machine without PostgreSQL.
  describe('PostgreSQL: persistence contract', () => {
    it.skip('skipped: PG_TEST_URL is not set (CI sets it to postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
}
