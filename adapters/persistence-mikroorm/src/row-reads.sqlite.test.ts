import { describeRowReads } from './testing/row-reads.contract.js';
import { openTestSqlite } from './testing/test-databases.js';

describeRowReads('SQLite', openTestSqlite);
