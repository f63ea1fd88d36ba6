import { describePersonalDataStores } from './testing/personal-data-stores.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describePersonalDataStores('SQLite', openTestSqlite);
