import { describeRetention } from './testing/retention.harness.js';
import { openTestSqlite } from './testing/test-databases.js';

describeRetention('SQLite', openTestSqlite);
