import cliProgress from 'cli-progress';
import { formatNumber } from '@pretscope/core';

export interface Progress {
  /** Where the work is: `done` of `total`; the total may change as the work learns more. */
  update(done: number, total?: number): void;
  stop(): void;
}

const SILENT: Progress = { update: () => undefined, stop: () => undefined };

/**
 * A progress bar for long work (seeding at scale, imports, statistics, exports), drawn on stderr only when stderr
 * is a terminal: in a log file or a pipe it would be noise, so nothing is written there.
 */
export function startProgress(stream: NodeJS.WritableStream & { isTTY?: boolean }, label: string, total: number): Progress {
  if (!stream.isTTY) return SILENT;
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: `${label} [{bar}] {percentage} % · {value} / {total} · reste {eta_formatted}`,
      formatValue: (value, _options, type) => (type === 'value' || type === 'total' ? formatNumber(value, 0) : String(value)),
      hideCursor: true,
      clearOnComplete: false,
      fps: 10,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update(done, newTotal) {
      if (newTotal !== undefined && newTotal !== bar.getTotal()) bar.setTotal(newTotal);
      bar.update(done);
    },
    stop: () => bar.stop(),
  };
}
