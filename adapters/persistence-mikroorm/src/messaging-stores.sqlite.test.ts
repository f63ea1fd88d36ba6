import { describeMessagingStores } from './testing/messaging-stores.harness.js';
import { openTestSqlite } from './testing/test-databases.js';

describeMessagingStores('SQLite', openTestSqlite);
