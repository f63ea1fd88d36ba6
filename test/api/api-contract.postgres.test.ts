import { PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { describe } from 'vitest';
import { describeApiContract } from './api-contract.ts';

if (!PG_TEST_URL) console.warn('JSON API contract: PostgreSQL half skipped, PG_TEST_URL is not set (CI sets it).');
describe.skipIf(!PG_TEST_URL)('PostgreSQL', () => describeApiContract('postgresql'));
