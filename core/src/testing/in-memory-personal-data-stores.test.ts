import { createInMemoryDataRequests, createInMemoryRetentionRuns } from './in-memory-personal-data-stores.ts';
import { describePersonalDataStoresContract } from './personal-data-stores.contract.ts';

describePersonalDataStoresContract('in memory', async () => {
  const dataRequests = createInMemoryDataRequests();
  const runs = createInMemoryRetentionRuns();
  return {
    dataRequests,
    otherDataRequests: dataRequests,
    readRequest: async (id) => {
      const found = dataRequests.requests.find((request) => request.id === id);
      if (!found) return null;
      const { digest: _digest, ...request } = found;
      return request;
    },
    runs,
    otherRuns: runs,
  };
});
