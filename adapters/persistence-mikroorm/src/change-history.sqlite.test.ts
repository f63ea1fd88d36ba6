import { describeChangeHistory } from './testing/change-history.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeChangeHistory('SQLite', openTestSqlite);
