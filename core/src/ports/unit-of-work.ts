/**
 * Runs work in one transaction: everything it wrote is kept if it returns, nothing if it throws.
 * `S` is the set of stores the adapter hands to the work, bound to the transaction.
 */
export interface UnitOfWork<S> {
  transaction<T>(work: (stores: S) => Promise<T>): Promise<T>;
}
