import { describeSchemaDiff } from './testing/schema-diff.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeSchemaDiff('SQLite', openTestSqlite);
