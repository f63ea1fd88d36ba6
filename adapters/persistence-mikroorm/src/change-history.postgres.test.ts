import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeChangeHistory } from './testing/change-history.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('the history of changes');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeChangeHistory('PostgreSQL', openTestPostgres));
