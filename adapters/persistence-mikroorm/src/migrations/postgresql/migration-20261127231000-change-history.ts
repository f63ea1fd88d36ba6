import { Migration } from '@mikro-orm/migrations';

/** Issue 22, decision 0019: the history of changes of the back office and the API. */
export class Migration20261127231000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "change_history" ("id" serial primary key, "resource_type" varchar(20) not null, "resource_id" int not null, "action" varchar(10) not null, "actor_id" int not null, "actor_email" varchar(254) not null, "actor_name" varchar(200) not null, "at" timestamptz not null, "previous" jsonb null, "next" jsonb null, "changed_fields" jsonb not null, "restored_from" int null, "parent_type" varchar(20) null, "parent_id" int null);`,
    );
    this.addSql(`create index "change_history_record_index" on "change_history" ("resource_type", "resource_id", "at");`);
    this.addSql(`create index "change_history_parent_index" on "change_history" ("parent_type", "parent_id", "at");`);
    this.addSql(`create index "change_history_at_index" on "change_history" ("at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "change_history" cascade;`);
  }
}
