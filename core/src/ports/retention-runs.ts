import type { RetentionCounts } from '../personal-data/retention-policy.ts';

/** Who started a run: the server's daily job, the CLI, or an admin. */
export type RetentionTrigger = 'daily' | 'cli' | 'back-office';

export interface RetentionRun {
  id: number;
  /** The day a daily run is for (YYYY-MM-DD, UTC); null for the others. */
  day: string | null;
  trigger: RetentionTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  counts: RetentionCounts | null;
  error: string | null;
}

/**
 * The log of retention runs, which also lets several server processes agree on who runs the day's: the claim is
 * made by the database, so each day's run happens once whatever the number of processes.
 */
export interface RetentionRuns {
  /**
   * Claims the daily run of `day`: its id for one caller only, null for every other. A claim left unfinished for
   * `staleAfterMs` (its process died, or it failed) may be claimed again.
   */
  claimDay(input: { day: string; at: Date; staleAfterMs: number }): Promise<number | null>;
  /** Starts a run that is not the daily one (the CLI, an admin). */
  start(input: { trigger: RetentionTrigger; at: Date }): Promise<number>;
  finish(id: number, input: { at: Date; counts: RetentionCounts }): Promise<void>;
  /** A run that failed keeps its error; a daily one may be claimed again once stale. */
  fail(id: number, input: { at: Date; error: string }): Promise<void>;
  /** The latest runs, newest first. */
  latest(limit: number): Promise<RetentionRun[]>;
}
