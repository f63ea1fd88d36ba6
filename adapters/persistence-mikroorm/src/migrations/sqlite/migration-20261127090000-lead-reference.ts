import { Migration } from '@mikro-orm/migrations';

/** Issue 19: a lead's product and the reference the visitor quotes (unique; null for the requests stored before). */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`leads\` add column \`product\` text null;`);
    this.addSql(`alter table \`leads\` add column \`reference\` text null;`);
    this.addSql(`create unique index \`leads_reference_unique\` on \`leads\` (\`reference\`);`);
  }
}
