import type { RetentionOutcome } from '@pretscope/core';

export interface RetentionSchedulerOptions {
  /** A daily run (core applyRetention with trigger 'daily'): claims today's run, or answers that it was claimed. */
  runDaily(): Promise<RetentionOutcome>;
  /** How often the process looks whether today's run is still to do (hourly by default). */
  intervalMs?: number;
  /** The first look, shortly after start (a process started after an outage catches up at once). */
  firstDelayMs?: number;
  onRun?(outcome: Extract<RetentionOutcome, { ran: true }>): void;
  onError?(error: unknown): void;
}

export interface RetentionScheduler {
  /** Stops looking and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The server's daily retention job. Every process looks every hour; the first look of a new day (UTC) claims it in
 * the database and runs it, the others find it claimed and do nothing. A run that failed is logged and its day is
 * claimed again an hour later, by this process or another.
 */
export function startRetentionScheduler({
  runDaily,
  intervalMs = 60 * 60_000,
  firstDelayMs = 30_000,
  onRun,
  onError,
}: RetentionSchedulerOptions): RetentionScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const look = () => {
    if (running || stopped) return;
    running = runDaily()
      .then((outcome) => {
        if (outcome.ran) onRun?.(outcome);
      })
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, firstDelayMs);
  const timer = setInterval(look, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
