import { Migration } from '@mikro-orm/migrations';

export class Migration20261124011126 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(64) not null, "hits" int not null, "expires_at" bigint not null, constraint "rate_limits_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_expires_at_index" on "rate_limits" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }
}
