import { describe } from 'vitest';
import { describeOfferContract } from './testing/offers.contract.js';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('comparator contract');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeOfferContract('PostgreSQL', openTestPostgres));
