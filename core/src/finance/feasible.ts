/**
 * The one definition of a feasible loan (feasibility-rule.ts's verdict and the three-country comparison; a module of its
 * own so that the comparison loads none of the verdict's code): the household's
 * capacity covers it (project-reach-rule.ts `reachable`) and it keeps within the country's LTV cap for this buyer
 * (purchase-budget-rule.ts `meetsLtvRule`).
 */
export function isFeasible({ reachable, meetsLtvRule }: { reachable: boolean; meetsLtvRule: boolean }): boolean {
  return reachable && meetsLtvRule;
}
