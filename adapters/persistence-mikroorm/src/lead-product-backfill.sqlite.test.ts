import { describeLeadProductBackfill } from './testing/lead-product-backfill.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeLeadProductBackfill('SQLite', openTestSqlite);
