import { openTestPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { describe } from 'vitest';
import { describePersonalDataErasure } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-erasure.harness.js';
import { announcePostgresSkip } from '../../../adapters/persistence-mikroorm/src/testing/postgres-notice.js';
import { outboxMailCopies } from './personal-data-erasure.support.js';

announcePostgresSkip('copy and erasure of an address');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describePersonalDataErasure('PostgreSQL', openTestPostgres, outboxMailCopies));
