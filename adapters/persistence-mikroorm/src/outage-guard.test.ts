import { describe, expect, it } from 'vitest';
import { createOutageGuard, isUnreachable } from './outage-guard.ts';

describe('outage guard', () => {
  it('fails fast for failFastMs after the database was unreachable, then lets queries through again', () => {
    let time = 0;
    const guard = createOutageGuard({ failFastMs: 2_000, now: () => time });
    expect(() => guard.check()).not.toThrow();
    expect(guard.failed(new Error('Timeout acquiring a connection: none of the 10 PostgreSQL connections came free within 3000 ms'))).toBe(
      true,
    );
    time = 1_999;
    expect(() => guard.check()).toThrow(/^Database unavailable: failing fast for 2000 ms after « Timeout acquiring a connection/);
    time = 2_000;
    expect(() => guard.check()).not.toThrow();
  });

  it('closes as soon as a query succeeds', () => {
    const guard = createOutageGuard({ failFastMs: 60_000 });
    guard.failed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(guard.isOpen()).toBe(true);
    guard.succeeded();
    expect(guard.isOpen()).toBe(false);
  });

  it('opens only for failures that say the database is not there or silent', () => {
    for (const message of [
      'Query read timeout',
      'timeout exceeded when trying to connect',
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'read ECONNRESET',
      'terminating connection due to administrator command',
      'the database system is shutting down',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isUnreachable(new Error(message)), message).toBe(true);
    }
    for (const message of [
      'canceling statement due to statement timeout',
      'duplicate key value violates unique constraint "users_email_unique"',
      'syntax error at or near "selec"',
      'SQLITE_CONSTRAINT: FOREIGN KEY constraint failed',
    ]) {
      expect(isUnreachable(new Error(message)), message).toBe(false);
    }
    const guard = createOutageGuard();
    expect(guard.failed(new Error('canceling statement due to statement timeout'))).toBe(false);
    expect(guard.isOpen()).toBe(false);
    expect(guard.failed('not an error')).toBe(false);
  });
});
