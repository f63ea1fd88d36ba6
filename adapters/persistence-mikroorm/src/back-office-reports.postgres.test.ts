import { describe } from 'vitest';
import { describeBackOfficeReportsContract } from './testing/back-office-reports.contract.js';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('back-office reports');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeBackOfficeReportsContract('PostgreSQL', openTestPostgres));
