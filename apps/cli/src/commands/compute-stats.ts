import { parseArgs } from 'node:util';
import { processIo, type CommandIo } from '../command-io.ts';
import { startProgress } from '../progress.ts';
import { withContainer } from './with-container.ts';

export async function computeStatsCommand(args: string[] = [], io: CommandIo = processIo): Promise<string> {
  parseArgs({ args, options: {} });
  return withContainer(async (container) => {
    let progress: ReturnType<typeof startProgress> | undefined;
    const run = await container
      .useCasesFor()
      .computeAllLoanStats({ onProgress: (done, total) => (progress ??= startProgress(io.stderr, 'Produits', total)).update(done, total) })
      .finally(() => progress?.stop());
    const skipped = run.skipped.length > 0 ? ` ${run.skipped.length} produit(s) sans observation récente ignoré(s).` : '';
    return `Statistiques calculées pour ${run.saved} produit(s).${skipped}`;
  }, io.env);
}
