import { describeDatabaseRateLimiter } from './testing/rate-limiter.harness.js';
import { openTestSqlite } from './testing/test-databases.js';

describeDatabaseRateLimiter('SQLite', openTestSqlite);
