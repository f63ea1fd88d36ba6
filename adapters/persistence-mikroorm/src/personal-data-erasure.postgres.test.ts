import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describePersonalDataErasure } from './testing/personal-data-erasure.harness.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('copy and erasure of an address');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersonalDataErasure('PostgreSQL', openTestPostgres));
