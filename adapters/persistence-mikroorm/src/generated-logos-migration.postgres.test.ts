import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeGeneratedLogosMigration } from './testing/generated-logos-migration.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('the generated logos migration');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeGeneratedLogosMigration('PostgreSQL', openTestPostgres));
