import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describePersistenceContract } from './testing/persistence.contract.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('persistence contract');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersistenceContract('PostgreSQL', openTestPostgres));
