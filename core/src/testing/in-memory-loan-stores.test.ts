import { createInMemoryLoanStores } from './in-memory-loan-stores.js';
import { describeLoanStoresContract } from './loan-stores.contract.js';

describeLoanStoresContract('in memory', async (observations) => createInMemoryLoanStores([...observations]));
