/**
 * Failing fast while PostgreSQL is unreachable. Without it, a request during an outage waits for each of its
 * queries in turn: a connection from the pool (acquire timeout), then an answer that never comes (query timeout),
 * then its transaction's ROLLBACK on the same silent connection; a form's POST took 9 s behind a hung database.
 *
 * Once one query or connection has failed because the database did not answer or refused, every query and every
 * connection request fails at once for `failFastMs`; then they are let through again, and the first to succeed
 * closes the guard (the first to fail opens it for another period). A statement the database itself cancelled
 * (statement timeout), a constraint or a syntax error says the database is there, and never opens it.
 */
export interface OutageGuard {
  /** Throws the guard's error while it is open. */
  check(): void;
  /** A query or a connection failed: opens the guard when the failure says the database is unreachable. */
  failed(error: unknown): boolean;
  succeeded(): void;
  /** Whether it is open now (failing fast). */
  isOpen(): boolean;
}

/** The marker the API and the server recognise as « the database is unavailable » (answered 503). */
export const DATABASE_UNAVAILABLE = 'Database unavailable';

/** pg's, pg-pool's and our pool guard's words (orm-config.ts) for a database that is not there or does not answer. */
const UNREACHABLE =
  /Timeout acquiring a connection|timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|not queryable|terminating connection|the database system is (starting up|shutting down)/i;

export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return UNREACHABLE.test(`${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}`);
}

export function createOutageGuard({ failFastMs = 2_000, now = Date.now }: { failFastMs?: number; now?: () => number } = {}): OutageGuard {
  let openUntil = 0;
  let reason = '';
  const isOpen = () => now() < openUntil;
  return {
    isOpen,
    check() {
      if (isOpen()) throw new Error(`${DATABASE_UNAVAILABLE}: failing fast for ${failFastMs} ms after « ${reason} »`);
    },
    failed(error) {
      if (!isUnreachable(error)) return false;
      openUntil = now() + failFastMs;
      reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
      return true;
    },
    succeeded() {
      openUntil = 0;
    },
  };
}
