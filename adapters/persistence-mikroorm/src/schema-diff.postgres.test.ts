import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeSchemaDiff } from './testing/schema-diff.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('Schema diff');

describe.runIf(PG_TEST_URL)('PostgreSQL', () => describeSchemaDiff('PostgreSQL', openTestPostgres));
