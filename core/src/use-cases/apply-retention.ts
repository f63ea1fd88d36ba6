import { RETENTION_RULES, retentionCutoffs, type RetentionCounts, type RetentionPolicy } from '../personal-data/retention-policy.ts';
import type { Clock } from '../ports/clock.ts';
import type { RetentionRuns, RetentionTrigger } from '../ports/retention-runs.ts';
import type { RetentionStore } from '../ports/retention-store.ts';

export interface ApplyRetentionDeps {
  store: RetentionStore;
  runs: RetentionRuns;
  clock: Clock;
  policy: RetentionPolicy;
}

/** A daily claim older than this is taken to be a dead process's (or a failed run's): another may run the day. */
export const RETENTION_CLAIM_STALE_MS = 60 * 60_000;

export type RetentionOutcome = { ran: true; runId: number; at: Date; counts: RetentionCounts } | { ran: false; reason: 'already-claimed' };

/**
 * Enforces the retention policy: each rule removes or anonymises what is due at the clock's instant, and the run
 * is logged with what it changed (table retention_runs). A daily run (the server's job) is claimed for its UTC day
 * first, through the database, so that with several server processes only one runs it; the CLI and the back office
 * run it whenever asked. A failure is logged on the run and thrown.
 */
export async function applyRetention(deps: ApplyRetentionDeps, input: { trigger: RetentionTrigger }): Promise<RetentionOutcome> {
  const at = deps.clock.now();
  const runId =
    input.trigger === 'daily'
      ? await deps.runs.claimDay({ day: at.toISOString().slice(0, 10), at, staleAfterMs: RETENTION_CLAIM_STALE_MS })
      : await deps.runs.start({ trigger: input.trigger, at });
  if (runId === null) return { ran: false, reason: 'already-claimed' };
  const cutoffs = retentionCutoffs(deps.policy, at);
  const counts = Object.fromEntries(RETENTION_RULES.map((rule) => [rule, 0])) as RetentionCounts;
  try {
    for (const rule of RETENTION_RULES) counts[rule] = await deps.store.apply(rule, cutoffs[rule]);
  } catch (error) {
    await deps.runs.fail(runId, { at: deps.clock.now(), error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await deps.runs.finish(runId, { at: deps.clock.now(), counts });
  return { ran: true, runId, at, counts };
}
