import { describeFrenchTypographyMigration } from './testing/french-typography-migration.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeFrenchTypographyMigration('SQLite', openTestSqlite);
