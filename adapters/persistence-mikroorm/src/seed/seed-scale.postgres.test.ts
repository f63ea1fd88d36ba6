import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.ts';
import { PG_TEST_URL } from '../testing/test-databases.ts';
import { openSeedPostgres } from './seed-databases.test-support.ts';
import { describeSeedScale } from './seed-scale-suite.test-support.ts';

announcePostgresSkip('seedScale');
describe.runIf(PG_TEST_URL)('seedScale on PostgreSQL', () => describeSeedScale(openSeedPostgres));
