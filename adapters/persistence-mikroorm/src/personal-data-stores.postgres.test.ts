import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describePersonalDataStores } from './testing/personal-data-stores.harness.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('data requests and retention runs');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersonalDataStores('PostgreSQL', openTestPostgres));
