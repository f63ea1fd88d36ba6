import type { RateStats } from '../finance/rate-stats.ts';
import type { LoanstatStore, StoredLoanstat } from '../ports/loanstat-store.ts';
import type { LatestRate, RateObservationStore } from '../ports/rate-observation-store.ts';

export interface ObservedRate {
  productId: number;
  rate: number;
  observedAt: Date;
  /** Euros and months; 100 000 € over 120 months when not said. */
  amount?: number;
  duration?: number;
}

/**
 * In-memory rate observations and loanstats: the reference behaviour the port contracts describe, used by
 * use-case tests. The persistence adapter passes the same contract suites.
 */
export function createInMemoryLoanStores(observations: ObservedRate[] = []) {
  const loanstats: StoredLoanstat[] = [];
  const productStats = new Map<number, RateStats>();
  let nextId = 1;

  const rates: RateObservationStore = {
    async ratesForProduct(productId, since) {
      return observations.filter((o) => o.productId === productId && (!since || o.observedAt >= since)).map((o) => o.rate);
    },
    async productIdsWithObservations() {
      return [...new Set(observations.map((o) => o.productId))].sort((a, b) => a - b);
    },
    async latestRates(productIds) {
      // Observations are kept in the order written: a later one of the same day is the later write.
      const latest = new Map<string, LatestRate>();
      for (const o of observations) {
        if (!productIds.includes(o.productId)) continue;
        const point = { productId: o.productId, amount: o.amount ?? 100_000, duration: o.duration ?? 120 };
        const key = `${point.productId}|${point.amount}|${point.duration}`;
        const known = latest.get(key);
        if (!known || o.observedAt >= known.observedAt) latest.set(key, { ...point, rate: o.rate, observedAt: o.observedAt });
      }
      return [...latest.values()].sort((a, b) => a.productId - b.productId || a.amount - b.amount || a.duration - b.duration);
    },
  };

  const stats: LoanstatStore = {
    async save(productId, values, at) {
      const saved = { id: nextId++, productId, createdAt: at, ...values };
      loanstats.push(saved);
      return { ...saved };
    },
    async series(productIds, from, to) {
      return loanstats
        .filter((s) => productIds.includes(s.productId) && s.createdAt >= from && s.createdAt <= to)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
        .map((s) => ({ ...s }));
    },
    async updateProductStats(productId, values) {
      productStats.set(productId, { ...values });
    },
  };

  return {
    rates,
    loanstats: stats,
    /** What `updateProductStats` wrote, for assertions. */
    productStats: (productId: number) => productStats.get(productId),
    observe(observation: ObservedRate) {
      observations.push(observation);
    },
  };
}
