import { describe, it } from 'vitest';
import { openSeedPostgres, PG_SKIP_MESSAGE, PG_TEST_URL } from './seed-databases.test-support.js';
import { describeSeedDemoData } from './seed-demo-data-suite.test-support.js';

describe.runIf(PG_TEST_URL)('seedDemoData on PostgreSQL', () => describeSeedDemoData(openSeedPostgres));
describe.skipIf(PG_TEST_URL)('seedDemoData on PostgreSQL', () => it.skip(PG_SKIP_MESSAGE));
