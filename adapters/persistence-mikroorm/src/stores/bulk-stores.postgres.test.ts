import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.ts';
import { openTestPostgres, PG_TEST_URL } from '../testing/test-databases.ts';
import { describeBulkStores } from './bulk-stores-suite.test-support.ts';

announcePostgresSkip('bulk stores');
describe.runIf(PG_TEST_URL)('keyset pages and bulk writes on PostgreSQL', () => describeBulkStores(openTestPostgres));
