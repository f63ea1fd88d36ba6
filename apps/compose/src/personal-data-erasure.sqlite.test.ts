import { openTestSqlite } from '@pretscope/persistence-mikroorm';
import { describePersonalDataErasure } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-erasure.harness.ts';
import { outboxMailCopies } from './personal-data-erasure.support.ts';

describePersonalDataErasure('SQLite', openTestSqlite, outboxMailCopies);
