import { createInMemoryLoanStores } from './in-memory-loan-stores.ts';
import { describeLoanStoresContract } from './loan-stores.contract.ts';

describeLoanStoresContract('in memory', async (observations) => createInMemoryLoanStores([...observations]));
