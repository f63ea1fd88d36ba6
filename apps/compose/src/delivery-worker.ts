import type { DeliveryRun } from '@pretscope/core';

export interface DeliveryWorkerOptions {
  /** One pass over the due items (core deliverDueItems on a fresh unit of work). */
  runOnce(): Promise<DeliveryRun>;
  /** How often the server looks for due items. */
  intervalMs: number;
  /** Items a pass claims at most: a full pass is followed by another at once. */
  batchSize: number;
  /** A pass that failed as a whole (the database unreachable): logged, and the next pass tries again. */
  onError?(error: unknown): void;
  /** Every pass that did something. */
  onRun?(run: DeliveryRun): void;
}

export interface DeliveryWorker {
  /** Runs a pass soon (a request was just stored), without waiting for the interval. */
  kick(): void;
  /** Stops the timer and waits for the pass in progress, if any. */
  stop(): Promise<void>;
}

/**
 * The server's outbox worker: a pass every `intervalMs`, and one soon after each new item, never two at once in
 * this process. Several processes may run one each: the outbox's claims keep them from sending an item twice.
 */
export function startDeliveryWorker({ runOnce, intervalMs, batchSize, onError, onRun }: DeliveryWorkerOptions): DeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const run = await runOnce();
          if (run.claimed > 0) onRun?.(run);
          // A full pass may mean more are due: go on at once.
          if (run.claimed >= batchSize) again = true;
        } catch (error) {
          onError?.(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return {
    kick() {
      if (!stopped) setTimeout(() => void pass(), 50).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
