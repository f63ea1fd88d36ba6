import type { RateStats } from '../finance/rate-stats.ts';
import type { LoanstatStore, StoredLoanstat } from '../ports/loanstat-store.ts';
import type { LatestRate, RateObservationStore } from '../ports/rate-observation-store.ts';
import type { RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

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

  // Products whose rates a unit of work holds (lockRates), and the promise the next one waits on.
  const held = new Map<number, Promise<void>>();
  /**
   * Units of work over these observations, as a database runs them: writes are seen by others once the work returns
   * (none if it throws); lockRates holds products until the work ends, and another unit of work's lockRates of one of
   * them waits for that.
   */
  const unitOfWork: UnitOfWork<{ observations: RateObservationWriter; rates: RateObservationStore }> = {
    async transaction(work) {
      const written: ObservedRate[] = [];
      const mine = new Map<number, () => void>();
      const writer: RateObservationWriter = {
        async add(rows) {
          written.push(...rows.map(({ createdAt, ...row }) => ({ ...row, observedAt: createdAt })));
          return rows.length;
        },
        async lockRates(productIds) {
          for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
            if (mine.has(id)) continue;
            while (held.has(id)) await held.get(id);
            let release = () => {};
            held.set(id, new Promise<void>((resolve) => (release = resolve)));
            mine.set(id, () => {
              held.delete(id);
              release();
            });
          }
        },
      };
      try {
        const result = await work({ observations: writer, rates });
        observations.push(...written);
        return result;
      } finally {
        for (const release of mine.values()) release();
      }
    },
  };

  return {
    rates,
    loanstats: stats,
    unitOfWork,
    /** What `updateProductStats` wrote, for assertions. */
    productStats: (productId: number) => productStats.get(productId),
    observe(observation: ObservedRate) {
      observations.push(observation);
    },
  };
}
