import { describeBackOfficeReportsContract } from './testing/back-office-reports.contract.js';
import { openTestSqlite } from './testing/test-databases.js';

describeBackOfficeReportsContract('SQLite', openTestSqlite);
