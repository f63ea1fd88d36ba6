import { describeAdvertiserReportStoreContract } from '@pretscope/core/testing';
import { describe } from 'vitest';
import { advertiserReportFactory } from './testing/advertiser-reports.harness.ts';
import { announcePostgresSkip } from './testing/postgres-notice.ts';
import { openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';

announcePostgresSkip('advertiser reports');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () =>
  describeAdvertiserReportStoreContract('PostgreSQL', advertiserReportFactory(openTestPostgres)),
);
