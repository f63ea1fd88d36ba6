import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeReadPorts, describeReadPortStatements } from './testing/read-ports.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('read ports');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => {
  describeReadPorts('PostgreSQL', openTestPostgres);
  describeReadPortStatements('PostgreSQL', openTestPostgres);
});
