import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describeRowReads } from './testing/row-reads.contract.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('lists read as rows');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeRowReads('PostgreSQL', openTestPostgres));
