import { Migration } from '@mikro-orm/migrations';

/** Issue 22: the rubriques articles are filed under, a list admins manage (core content/rubrique.ts). */
export class Migration20261127224442 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rubriques" ("id" serial primary key, "name" varchar(80) not null, "slug" varchar(120) not null, "previous_slugs" jsonb not null default '[]', "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "rubriques" add constraint "rubriques_slug_unique" unique ("slug");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rubriques" cascade;`);
  }
}
