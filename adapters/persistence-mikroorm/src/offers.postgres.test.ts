import { describe, it } from 'vitest';
import { describeOfferContract } from './testing/offers.contract.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

if (PG_TEST_URL) {
  describeOfferContract('PostgreSQL', openTestPostgres);
} else {
  describe('PostgreSQL: comparator and query counts', () => {
    it.skip('skipped: PG_TEST_URL is not set (CI sets it to postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
}
