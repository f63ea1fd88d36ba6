import { withContainer } from './with-container.js';

export const computeStatsUsage = 'pretscope compute-stats      (the daily job: one loanstat per product with recent rates)';

export async function computeStatsCommand(): Promise<string> {
  return withContainer(async (container) => {
    const run = await container.useCasesFor().computeAllLoanStats();
    const skipped = run.skipped.length > 0 ? ` ${run.skipped.length} produit(s) sans observation récente ignoré(s).` : '';
    return `Statistiques calculées pour ${run.saved} produit(s).${skipped}`;
  });
}
