import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.ts';
import { PG_TEST_URL } from '../testing/test-databases.ts';
import { openSeedPostgres } from './seed-databases.test-support.ts';
import { describeSeedDemoData } from './seed-demo-data-suite.test-support.ts';

announcePostgresSkip('seedDemoData');
describe.runIf(PG_TEST_URL)('seedDemoData on PostgreSQL', () => describeSeedDemoData(openSeedPostgres));
