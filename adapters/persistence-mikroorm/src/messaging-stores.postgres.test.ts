import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.js';
import { describeMessagingStores } from './testing/messaging-stores.harness.js';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';

announcePostgresSkip('messaging stores');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeMessagingStores('PostgreSQL', openTestPostgres));
