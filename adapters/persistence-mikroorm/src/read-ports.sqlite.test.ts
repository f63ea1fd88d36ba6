import { describeReadPorts, describeReadPortStatements } from './testing/read-ports.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeReadPorts('SQLite', openTestSqlite);
describeReadPortStatements('SQLite', openTestSqlite);
