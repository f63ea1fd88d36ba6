import { describe } from 'vitest';
import { openSeedSqlite } from './seed-databases.test-support.ts';
import { describeSeedScale } from './seed-scale-suite.test-support.ts';

describe('seedScale on SQLite', () => describeSeedScale(openSeedSqlite));
