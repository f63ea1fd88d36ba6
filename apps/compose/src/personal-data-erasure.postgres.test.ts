import { openTestPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { describe } from 'vitest';
import { describePersonalDataErasure } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-erasure.harness.ts';
import { announcePostgresSkip } from '../../../adapters/persistence-mikroorm/src/testing/postgres-notice.ts';
import { outboxMailCopies } from './personal-data-erasure.support.ts';

announcePostgresSkip('copy and erasure of an address');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersonalDataErasure('PostgreSQL', openTestPostgres, outboxMailCopies));
