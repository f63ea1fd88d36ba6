import { describe } from 'vitest';
import { announcePostgresSkip } from '../testing/postgres-notice.js';
import { openTestPostgres, PG_TEST_URL } from '../testing/test-databases.js';
import { describeBulkStores } from './bulk-stores-suite.test-support.js';

announcePostgresSkip('bulk stores');
describe.runIf(PG_TEST_URL)('keyset pages and bulk writes on PostgreSQL', () => describeBulkStores(openTestPostgres));
