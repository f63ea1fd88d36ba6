import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.js';
import { PG_TEST_URL } from '../testing/test-databases.js';
import { openSeedPostgres } from './seed-databases.test-support.js';
import { describeSeedDemoData } from './seed-demo-data-suite.test-support.js';

announcePostgresSkip('seedDemoData');
describe.runIf(PG_TEST_URL)('seedDemoData on PostgreSQL', () => describeSeedDemoData(openSeedPostgres));
