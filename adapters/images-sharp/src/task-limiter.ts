/**
 * At most `concurrency` renderings at once, and at most `maxQueued` waiting; beyond that `run` answers null at once
 * (the route says "busy" rather than letting a burst of new sizes queue without end and use every core).
 */
export function createTaskLimiter({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** A finished task hands its slot straight to the next waiting one, so no newcomer can slip in between. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxQueued) return null;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return { value: await task() };
      } finally {
        release();
      }
    },
    /** Renderings running now (for tests and logs). */
    get running() {
      return running;
    },
  };
}
