import { parseArgs } from 'node:util';
import { formatEuros, formatPercent, promotedList } from '@pretscope/core';
import { printTable } from '../print-table.ts';
import { describePrepared } from './describe-prepared.ts';
import { withContainer } from './with-container.ts';

/**
 * The comparator on the command line: the database is created, migrated and seeded on first run,
 * and the comparator answers from it, through the same use case the site will call.
 */
export async function demoCommand(args: string[] = []): Promise<string> {
  parseArgs({ args, options: {} });
  return withContainer(async (container) => {
    const prepared = await container.prepare();
    const offers = promotedList(
      await container.useCasesFor().compareOffers({ categorySlug: 'pret-hypothecaire', amount: 300_000, duration: 300 }),
    );
    const rows = offers
      .slice(0, 10)
      .map((offer) => [
        `${offer.isSponsored ? 'Annonce · ' : ''}${offer.advertiserName} — ${offer.productName}`,
        offer.country,
        formatPercent(offer.rate),
        formatPercent(offer.apr),
        formatEuros(offer.monthlyPayment),
        formatEuros(offer.totalCost),
      ]);
    return [
      describePrepared(prepared),
      '',
      `Prêt hypothécaire de 300 000 € sur 25 ans : ${offers.length} offres, classées par taux.`,
      printTable(['Offre', 'Pays', 'Taux', 'TAEG', 'Mensualité', 'Coût total'], rows),
    ].join('\n');
  });
}
