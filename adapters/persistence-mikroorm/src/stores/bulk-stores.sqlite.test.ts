import { describe } from 'vitest';
import { openTestSqlite } from '../testing/test-databases.ts';
import { describeBulkStores } from './bulk-stores-suite.test-support.ts';

describe('keyset pages and bulk writes on SQLite', () => describeBulkStores(openTestSqlite));
