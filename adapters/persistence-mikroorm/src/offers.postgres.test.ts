import { describe } from 'vitest';
import { describeOfferContract } from './testing/offers.contract.ts';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('comparator contract');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeOfferContract('PostgreSQL', openTestPostgres));
