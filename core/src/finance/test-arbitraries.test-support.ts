import fc from 'fast-check';

/** Loans of the kind this site compares: 500 € to 2 M€, 0 to 25 % a year, 1 month to 40 years. */
export const loanAmount = fc.integer({ min: 50_000, max: 200_000_000 }).map((cents) => cents / 100);
export const annualRate = fc.integer({ min: 0, max: 2_500 }).map((basisPoints) => basisPoints / 100);
export const positiveAnnualRate = fc.integer({ min: 1, max: 2_500 }).map((basisPoints) => basisPoints / 100);
export const durationMonths = fc.integer({ min: 1, max: 480 });
export const convention = fc.constantFrom('nominal' as const, 'equivalent' as const);

export const loanTerms = fc.record({ amount: loanAmount, rate: annualRate, duration: durationMonths, convention });

/** Floating sums over hundreds of months drift by a few ulps of the total: compare relative to the magnitude. */
export function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-10): void {
  const scale = Math.max(1, Math.abs(expected));
  if (!(Math.abs(actual - expected) <= tolerance * scale)) {
    throw new Error(`expected ${actual} to be within ${tolerance} × ${scale} of ${expected}`);
  }
}
