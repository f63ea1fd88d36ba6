import { describe } from 'vitest';
import { openSeedSqlite } from './seed-databases.test-support.ts';
import { describeSeedDemoData } from './seed-demo-data-suite.test-support.ts';

describe('seedDemoData on SQLite', () => describeSeedDemoData(openSeedSqlite));
