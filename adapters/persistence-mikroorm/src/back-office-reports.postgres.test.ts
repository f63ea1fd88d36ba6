import { describe } from 'vitest';
import { describeBackOfficeReportsContract } from './testing/back-office-reports.contract.ts';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('back-office reports');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeBackOfficeReportsContract('PostgreSQL', openTestPostgres));
