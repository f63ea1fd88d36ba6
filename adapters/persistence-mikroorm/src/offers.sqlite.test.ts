import { describeOfferContract } from './testing/offers.contract.js';
import { openTestSqlite } from './testing/test-databases.js';

describeOfferContract('SQLite', openTestSqlite);
