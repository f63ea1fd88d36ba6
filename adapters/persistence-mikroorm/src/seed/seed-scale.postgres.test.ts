import { describe, it } from 'vitest';
import { openSeedPostgres, PG_SKIP_MESSAGE, PG_TEST_URL } from './seed-databases.test-support.js';
import { describeSeedScale } from './seed-scale-suite.test-support.js';

describe.runIf(PG_TEST_URL)('seedScale on PostgreSQL', () => describeSeedScale(openSeedPostgres));
describe.skipIf(PG_TEST_URL)('seedScale on PostgreSQL', () => it.skip(PG_SKIP_MESSAGE));
