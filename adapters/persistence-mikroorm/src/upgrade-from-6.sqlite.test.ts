import { describeUpgradeFrom6, openSqliteFixture } from './testing/upgrade-from-6.harness.ts';

describeUpgradeFrom6('sqlite', openSqliteFixture);
