import { describe } from 'vitest';
import { openSeedSqlite } from './seed-databases.test-support.js';
import { describeSeedScale } from './seed-scale-suite.test-support.js';

describe('seedScale on SQLite', () => describeSeedScale(openSeedSqlite));
