import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.js';
import { PG_TEST_URL } from '../testing/test-databases.js';
import { openSeedPostgres } from './seed-databases.test-support.js';
import { describeSeedScale } from './seed-scale-suite.test-support.js';

announcePostgresSkip('seedScale');
describe.runIf(PG_TEST_URL)('seedScale on PostgreSQL', () => describeSeedScale(openSeedPostgres));
