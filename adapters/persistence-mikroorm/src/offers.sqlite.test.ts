import { describeOfferContract } from './testing/offers.contract.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeOfferContract('SQLite', openTestSqlite);
