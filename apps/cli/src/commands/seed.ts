import { parseArgs } from 'node:util';
import { seedScale } from '@pretscope/persistence-mikroorm';
import { numberOption, UsageError } from '../cli-error.ts';
import { processIo, type CommandIo } from '../command-io.ts';
import { startProgress } from '../progress.ts';
import { describePrepared } from './describe-prepared.ts';
import { withContainer } from './with-container.ts';

export async function seedCommand(args: string[], io: CommandIo = processIo): Promise<string> {
  const { values } = parseArgs({ args, options: { scale: { type: 'string' }, products: { type: 'string' } } });
  const loans = numberOption(values, 'scale');
  const products = numberOption(values, 'products') ?? 2000;
  if (loans !== undefined && !(Number.isInteger(loans) && loans > 0))
    throw new UsageError('--scale attend un nombre entier positif d’observations.');
  if (!(Number.isInteger(products) && products > 0)) throw new UsageError('--products attend un nombre entier positif.');
  return withContainer(async (container) => {
    const prepared = await container.prepare();
    const lines = [describePrepared(prepared)];
    if (loans !== undefined) {
      const progress = startProgress(io.stderr, 'Observations', loans);
      const result = await seedScale(container.database.fork(), {
        products,
        loans,
        now: new Date(),
        onProgress: (done, total) => progress.update(done, total),
      }).finally(() => progress.stop());
      lines.push(
        `Charge ajoutée : ${result.products.toLocaleString('fr-FR')} produits, ${result.loans.toLocaleString('fr-FR')} observations en ${(result.ms / 1000).toFixed(1).replace('.', ',')} s.`,
      );
    }
    return lines.join('\n');
  }, io.env);
}
