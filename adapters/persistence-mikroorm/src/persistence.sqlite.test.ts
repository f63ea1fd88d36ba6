import { describePersistenceContract } from './testing/persistence.contract.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describePersistenceContract('SQLite', openTestSqlite);
