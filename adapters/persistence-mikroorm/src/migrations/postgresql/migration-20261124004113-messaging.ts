import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004113 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox" ("id" serial primary key, "key" varchar(120) not null, "channel" varchar(20) not null, "recipient" varchar(254) not null, "payload" jsonb null, "batch_id" int null, "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "claimed_until" timestamptz null, "sent_at" timestamptz null, "abandoned_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "outbox" add constraint "outbox_key_unique" unique ("key");`);
    this.addSql(`create index "outbox_recipient_index" on "outbox" ("recipient");`);
    this.addSql(`create index "outbox_due" on "outbox" ("sent_at", "abandoned_at", "next_attempt_at");`);

    this.addSql(
      `alter table "reminders" add column "confirmation_digest" varchar(64) null, add column "rate_notified_at" timestamptz null, add column "date_notified_at" timestamptz null;`,
    );
    this.addSql(`create index "reminders_confirmation_digest_index" on "reminders" ("confirmation_digest");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "reminders_confirmation_digest_index";`);
    this.addSql(
      `alter table "reminders" drop column "confirmation_digest", drop column "rate_notified_at", drop column "date_notified_at";`,
    );
    this.addSql(`drop table if exists "outbox" cascade;`);
  }
}
