import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeDatabaseRateLimiter } from './testing/rate-limiter.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('rate limiter');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeDatabaseRateLimiter('PostgreSQL', openTestPostgres));
