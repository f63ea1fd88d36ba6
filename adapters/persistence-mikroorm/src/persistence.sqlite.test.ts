import { describePersistenceContract } from './testing/persistence.contract.js';
import { openTestSqlite } from './testing/test-databases.js';

describePersistenceContract('SQLite', openTestSqlite);
