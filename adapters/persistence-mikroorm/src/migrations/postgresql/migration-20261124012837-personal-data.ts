import { Migration } from '@mikro-orm/migrations';

export class Migration20261124012837 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "data_requests" ("id" serial primary key, "kind" varchar(20) not null, "email" varchar(254) null, "channel" varchar(20) not null, "token_digest" varchar(64) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "confirmed_at" timestamptz null, "completed_at" timestamptz null, "summary" jsonb null);`,
    );
    this.addSql(`create index "data_requests_email_index" on "data_requests" ("email");`);
    this.addSql(`alter table "data_requests" add constraint "data_requests_token_digest_unique" unique ("token_digest");`);
    this.addSql(`create index "data_requests_expires_at_index" on "data_requests" ("expires_at");`);
    this.addSql(
      `create table "retention_runs" ("id" serial primary key, "day" varchar(10) null, "trigger" varchar(20) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "counts" jsonb null, "error" text null);`,
    );
    this.addSql(`alter table "retention_runs" add constraint "retention_runs_day_unique" unique ("day");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_requests" cascade;`);
    this.addSql(`drop table if exists "retention_runs" cascade;`);
  }
}
