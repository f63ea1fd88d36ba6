import { describeAdvertiserReportStoreContract } from '@pretscope/core/testing';
import { advertiserReportFactory } from './testing/advertiser-reports.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeAdvertiserReportStoreContract('SQLite', advertiserReportFactory(openTestSqlite));
