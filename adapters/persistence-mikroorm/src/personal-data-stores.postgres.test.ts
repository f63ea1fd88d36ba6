import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describePersonalDataStores } from './testing/personal-data-stores.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('data requests and retention runs');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersonalDataStores('PostgreSQL', openTestPostgres));
