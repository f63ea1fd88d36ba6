import { Migration } from '@mikro-orm/migrations';

/** Issue 19: a lead's product and the reference the visitor quotes (unique; null for the requests stored before). */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "leads" add column "product" varchar(200) null, add column "reference" varchar(16) null;`);
    this.addSql(`alter table "leads" add constraint "leads_reference_unique" unique ("reference");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "leads" drop constraint "leads_reference_unique";`);
    this.addSql(`alter table "leads" drop column "product", drop column "reference";`);
  }
}
