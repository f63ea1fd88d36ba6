import { describeBackOfficeReportsContract } from './testing/back-office-reports.contract.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeBackOfficeReportsContract('SQLite', openTestSqlite);
