import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describeDatabaseRateLimiter } from './testing/rate-limiter.harness.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('rate limiter');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeDatabaseRateLimiter('PostgreSQL', openTestPostgres));
