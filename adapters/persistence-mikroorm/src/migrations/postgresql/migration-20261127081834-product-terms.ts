import { Migration } from '@mikro-orm/migrations';

/** A product's rate type and the amounts and durations it lends for (decision 0011). */
export class Migration20261127081834 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "products" add column "rate_type" varchar(16) null, add column "min_amount" double precision null, add column "max_amount" double precision null, add column "min_duration" int null, add column "max_duration" int null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "products" drop column "rate_type", drop column "min_amount", drop column "max_amount", drop column "min_duration", drop column "max_duration";`,
    );
  }
}
