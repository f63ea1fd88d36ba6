import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describeRetention } from './testing/retention.harness.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('retention');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeRetention('PostgreSQL', openTestPostgres));
