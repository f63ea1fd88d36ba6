import { PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { describe } from 'vitest';
import { describeCrashSafety } from './crash-safety.test-support.ts';

if (!PG_TEST_URL)
  console.warn('crash safety: PostgreSQL half skipped, PG_TEST_URL is not set (CI sets it to postgres://postgres@127.0.0.1:5432/test).');
describe.runIf(PG_TEST_URL)('PostgreSQL', () => describeCrashSafety('postgresql'));
