import { openTestSqlite } from '@pretscope/persistence-mikroorm';
import { describePersonalDataErasure } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-erasure.harness.js';
import { outboxMailCopies } from './personal-data-erasure.support.js';

describePersonalDataErasure('SQLite', openTestSqlite, outboxMailCopies);
