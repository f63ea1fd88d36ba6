import { describePersonalDataStores } from './testing/personal-data-stores.harness.js';
import { openTestSqlite } from './testing/test-databases.js';

describePersonalDataStores('SQLite', openTestSqlite);
