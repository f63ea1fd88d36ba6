import { describeMessagingStores } from './testing/messaging-stores.harness.ts';
import { openTestSqlite } from './testing/test-databases.ts';

describeMessagingStores('SQLite', openTestSqlite);
