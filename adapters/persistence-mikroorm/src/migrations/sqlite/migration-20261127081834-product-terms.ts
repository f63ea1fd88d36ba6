import { Migration } from '@mikro-orm/migrations';

/** A product's rate type and the amounts and durations it lends for (decision 0011). */
export class Migration20261127081834 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`products\` add column \`rate_type\` text null;`);
    this.addSql(`alter table \`products\` add column \`min_amount\` double null;`);
    this.addSql(`alter table \`products\` add column \`max_amount\` double null;`);
    this.addSql(`alter table \`products\` add column \`min_duration\` integer null;`);
    this.addSql(`alter table \`products\` add column \`max_duration\` integer null;`);
  }
}
