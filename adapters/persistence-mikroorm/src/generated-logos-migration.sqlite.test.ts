import { describeGeneratedLogosMigration } from './testing/generated-logos-migration.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeGeneratedLogosMigration('SQLite', openTestSqlite);
