import { describeRetention } from './testing/retention.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeRetention('SQLite', openTestSqlite);
