import { describeChangeHistoryContract } from './change-history.contract.ts';
import { createInMemoryChangeHistory } from './in-memory-change-history.ts';

describeChangeHistoryContract('in memory', async () => {
  const history = createInMemoryChangeHistory();
  return { history, otherHistory: history };
});
