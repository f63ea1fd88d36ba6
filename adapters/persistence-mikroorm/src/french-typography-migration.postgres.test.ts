import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeFrenchTypographyMigration } from './testing/french-typography-migration.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('the French typography migration');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeFrenchTypographyMigration('PostgreSQL', openTestPostgres));
