import { describe } from 'vitest';
import { openTestSqlite } from '../testing/test-databases.js';
import { describeBulkStores } from './bulk-stores-suite.test-support.js';

describe('keyset pages and bulk writes on SQLite', () => describeBulkStores(openTestSqlite));
