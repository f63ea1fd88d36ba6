import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeRowReads } from './testing/row-reads.contract.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('lists read as rows');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeRowReads('PostgreSQL', openTestPostgres));
