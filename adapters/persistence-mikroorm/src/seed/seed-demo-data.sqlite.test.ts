import { describe } from 'vitest';
import { openSeedSqlite } from './seed-databases.test-support.js';
import { describeSeedDemoData } from './seed-demo-data-suite.test-support.js';

describe('seedDemoData on SQLite', () => describeSeedDemoData(openSeedSqlite));
