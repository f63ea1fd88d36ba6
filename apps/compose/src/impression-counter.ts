import { createImpressionTally, legalDay, type AdvertiserReportStore, type ShownOffer } from '@pretscope/core';

/** How often the impressions counted in memory are added to the database. */
export const IMPRESSION_FLUSH_MS = 30_000;

export interface ImpressionCounter {
  /** Whether counting is on (IMPRESSION_COUNTING). */
  readonly enabled: boolean;
  /** One showing of a comparator page's offers, now. Costs a map update: nothing is written here. */
  count(shown: readonly ShownOffer[]): void;
  /** Adds what was counted to the database; what fails to be written is kept for the next flush. */
  flush(): Promise<void>;
  /** Stops the periodic flush and flushes one last time (the server's graceful stop). */
  stop(): Promise<void>;
}

export interface ImpressionCounterOptions {
  enabled: boolean;
  /** A store on a fresh unit of work, for each flush. */
  store: () => AdvertiserReportStore;
  intervalMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The comparator's impressions, counted in memory (core's ImpressionTally) per day in Luxembourg and product, and
 * added to the database every 30 s and at shutdown: a page served does no I/O for them, cached or not. Each server
 * process counts its own; the database adds them up (an upsert that adds), so several processes may share it.
 * A process killed without its graceful stop loses at most its last 30 s of counts.
 */
export function createImpressionCounter({
  enabled,
  store,
  intervalMs = IMPRESSION_FLUSH_MS,
  now = Date.now,
  onError = () => undefined,
}: ImpressionCounterOptions): ImpressionCounter {
  const tally = createImpressionTally();
  // The day is read again at each whole minute: Luxembourg's midnight falls on one, and formatting a date in a time
  // zone on every page served would cost more than the rest of the counting.
  let day = '';
  let readAgainAt = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> | undefined;

  const flushOnce = async () => {
    const rows = tally.drain();
    if (rows.length === 0) return;
    try {
      await store().addImpressions(rows);
    } catch (error) {
      tally.restore(rows);
      onError(error);
    }
  };
  const flush = async (): Promise<void> => {
    // One flush at a time: one that starts while another writes waits for it, then writes what came since.
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => (flushing = undefined));
    return flushing;
  };

  return {
    enabled,
    count(shown) {
      if (!enabled || shown.length === 0) return;
      const time = now();
      if (time >= readAgainAt) {
        day = legalDay(new Date(time));
        readAgainAt = time - (time % 60_000) + 60_000;
      }
      tally.record(day, shown);
      if (!timer) {
        timer = setInterval(() => void flush(), intervalMs);
        // Counting never keeps a process alive (a CLI command, a test).
        timer.unref?.();
      }
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
