import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describePersistenceContract } from './testing/persistence.contract.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('persistence contract');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersistenceContract('PostgreSQL', openTestPostgres));
