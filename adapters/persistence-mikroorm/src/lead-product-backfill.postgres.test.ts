import { describe } from 'vitest';
import { describeLeadProductBackfill } from './testing/lead-product-backfill.harness.ts';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('lead product backfill');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeLeadProductBackfill('PostgreSQL', openTestPostgres));
