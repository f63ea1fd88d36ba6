import { describePersonalDataErasure } from './testing/personal-data-erasure.harness.js';
import { openTestSqlite } from './testing/test-databases.js';

describePersonalDataErasure('SQLite', openTestSqlite);
