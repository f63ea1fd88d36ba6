import { describeDatabaseRateLimiter } from './testing/rate-limiter.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeDatabaseRateLimiter('SQLite', openTestSqlite);
