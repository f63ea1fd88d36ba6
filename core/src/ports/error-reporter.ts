/** Where an error happened, as the error-reporting service is told it. */
export interface ReportedErrorContext {
  /** The page's path and query (spec §8: the route's URL). */
  url: string;
  /** 'global' for rendering errors (spec §8). */
  sheet: string;
  /** Already truncated (truncate-ip.ts): the service never gets more of the address than the database keeps. */
  ip: string | null;
}

/**
 * An error-reporting service (spec §1: Sentry when SENTRY_DSN is set). Reporting is best effort: `report` never
 * rejects, so an outage of the service cannot turn one error into two.
 */
export interface ErrorReporter {
  /** Sends one error; resolves once it was handed over (or given up on). */
  report(error: unknown, context: ReportedErrorContext): Promise<void>;
  /** Sends what is still queued, within `timeoutMs`, and stops. */
  close(timeoutMs?: number): Promise<void>;
}
