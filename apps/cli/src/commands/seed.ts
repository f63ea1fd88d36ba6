import { parseArgs } from 'node:util';
import { seedScale } from '@pretscope/persistence-mikroorm';
import { numberOption, UsageError } from '../cli-error.js';
import { describePrepared } from './describe-prepared.js';
import { withContainer } from './with-container.js';

export const seedUsage = 'pretscope seed [--scale N --products P]   (demo data; --scale adds N rate observations for benchmarks)';

export async function seedCommand(args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { scale: { type: 'string' }, products: { type: 'string' } } });
  const loans = numberOption(values, 'scale');
  const products = numberOption(values, 'products') ?? 2000;
  if (loans !== undefined && !(Number.isInteger(loans) && loans > 0)) throw new UsageError('--scale attend un nombre entier positif d’observations.');
  if (!(Number.isInteger(products) && products > 0)) throw new UsageError('--products attend un nombre entier positif.');
  return withContainer(async (container) => {
    const prepared = await container.prepare();
    const lines = [describePrepared(prepared)];
    if (loans !== undefined) {
      let lastShown = 0;
      const result = await seedScale(container.database.fork(), {
        products,
        loans,
        now: new Date(),
        onProgress: (done, total) => {
          // A plain progress line on stderr every 10 %, so logs stay readable when not on a terminal.
          const tenth = Math.floor((done / total) * 10);
          if (tenth > lastShown) {
            lastShown = tenth;
            process.stderr.write(`  ${tenth * 10} % (${done.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')})\n`);
          }
        },
      });
      lines.push(`Charge ajoutée : ${result.products.toLocaleString('fr-FR')} produits, ${result.loans.toLocaleString('fr-FR')} observations en ${(result.ms / 1000).toFixed(1).replace('.', ',')} s.`);
    }
    return lines.join('\n');
  });
}
