import { saveOneLoanStat, type SaveOneLoanStatDeps } from './save-one-loan-stat.ts';

export interface LoanStatsRun {
  saved: number;
  /** Products with observations but none in the window: nothing to summarise this time. */
  skipped: number[];
}

/** The daily job: one loanstat per product that has recent observations; `onProgress` after each product. */
export async function computeAllLoanStats(
  deps: SaveOneLoanStatDeps,
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<LoanStatsRun> {
  const productIds = await deps.rates.productIdsWithObservations();
  const run: LoanStatsRun = { saved: 0, skipped: [] };
  for (const [index, productId] of productIds.entries()) {
    const result = await saveOneLoanStat(deps, { productId });
    if (result.ok) run.saved++;
    else run.skipped.push(productId);
    options.onProgress?.(index + 1, productIds.length);
  }
  return run;
}
