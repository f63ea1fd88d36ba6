import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { describeMessagingStores } from './testing/messaging-stores.harness.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('messaging stores');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeMessagingStores('PostgreSQL', openTestPostgres));
