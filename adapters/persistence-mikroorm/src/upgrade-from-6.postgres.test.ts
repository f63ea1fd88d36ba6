import { describe } from 'vitest';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { PG_TEST_URL } from './testing/test-databases.ts';
import { describeUpgradeFrom6, openPostgresFixture } from './testing/upgrade-from-6.harness.ts';

announcePostgresSkip('Upgrade from 6.x');

describe.runIf(PG_TEST_URL)('PostgreSQL', () => describeUpgradeFrom6('postgresql', openPostgresFixture));
