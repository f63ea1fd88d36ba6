import { PG_TEST_URL } from './test-databases.ts';

/** Said, not silently skipped: CI always sets PG_TEST_URL, so this only shows on a machine without PostgreSQL. */
export function announcePostgresSkip(suite: string): void {
  if (!PG_TEST_URL)
    console.warn(`${suite}: PostgreSQL half skipped, PG_TEST_URL is not set (CI sets it to postgres://postgres@127.0.0.1:5432/test).`);
}
