import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import { err, ok } from '../result.ts';
import { createInMemoryLoanStores } from './in-memory-loan-stores.ts';
import { describeLoanStoresContract } from './loan-stores.contract.ts';
import { describeRateWritesContract } from './rate-writes.contract.ts';

describeLoanStoresContract('in memory', async (observations) => createInMemoryLoanStores([...observations]));

/** Product 1 in category 10, whose grid is 100 000 and 200 000 € over 120 and 240 months: all readRateGrid asks. */
function catalogue(): ResourceStore {
  const category: ResourceRecord = {
    type: 'categories',
    id: 10,
    attributes: { config: { amounts: [100_000, 200_000], durations: [120, 240] } },
    relationships: {},
  };
  const refused = async () => {
    throw new Error('not part of this catalogue');
  };
  return {
    async get(type, id) {
      if (type !== 'products' || id !== 1) return err({ type: 'resource/not-found' as const, resourceType: type, id });
      return ok({ record: { type: 'products', id: 1, attributes: { categories: [10] }, relationships: {} }, included: [] });
    },
    async list(query) {
      const records = query.type === 'categories' && query.filter.id?.includes('10') ? [category] : [];
      return ok({ records, included: [], count: records.length });
    },
    count: refused,
    create: refused,
    update: refused,
    remove: refused,
  } as ResourceStore;
}

describeRateWritesContract('in memory', async () => {
  const loans = createInMemoryLoanStores();
  const resources = catalogue();
  return { deps: () => ({ unitOfWork: loans.unitOfWork, rates: loans.rates, resources }), productId: 1 };
});
