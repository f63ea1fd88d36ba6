import { describeRowReads } from './testing/row-reads.contract.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeRowReads('SQLite', openTestSqlite);
