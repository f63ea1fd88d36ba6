import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeRetention } from './testing/retention.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('retention');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeRetention('PostgreSQL', openTestPostgres));
