import { pino, type Logger } from 'pino';

/** Written in batches of about this many bytes (some 20 request lines), rather than one system call per line. */
const BATCH_BYTES = 4096;
/** A quiet server's last lines wait at most this long. */
const FLUSH_EVERY_MS = 1000;
/** pino's level number for warn: warnings and errors are written at once. */
const WARN = 40;

/**
 * The server's structured log: one JSON object per line on `destination` (stdout by default). A busy server writes a
 * line per request; one write each cost as much as a cached page's answer, so lines are batched (BATCH_BYTES, at
 * least every FLUSH_EVERY_MS). A warning or an error is written at once with what was batched before it, and the
 * batch is written when the process exits (a crash included), so that what explains a failure is never lost; only a
 * kill -9 can lose the last second of request lines.
 */
export function createServerLogger({ level, destination = 1 }: { level: string; destination?: number | string }): Logger {
  const stream = pino.destination({ dest: destination, sync: true, minLength: BATCH_BYTES });
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      // Nothing to write to any more (a closed pipe): nothing else to do.
    }
  };
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  process.on('exit', flush);
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      hooks: {
        logMethod(parameters, method, levelNumber) {
          method.apply(this, parameters);
          if (levelNumber >= WARN) flush();
        },
      },
    },
    stream,
  );
}
