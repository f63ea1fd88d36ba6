import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004112 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`outbox\` (\`id\` integer not null primary key autoincrement, \`key\` text not null, \`channel\` text not null, \`recipient\` text not null, \`payload\` json null, \`batch_id\` integer null, \`attempts\` integer not null default 0, \`last_error\` text null, \`next_attempt_at\` datetime not null, \`claimed_until\` datetime null, \`sent_at\` datetime null, \`abandoned_at\` datetime null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`outbox_key_unique\` on \`outbox\` (\`key\`);`);
    this.addSql(`create index \`outbox_recipient_index\` on \`outbox\` (\`recipient\`);`);
    this.addSql(`create index \`outbox_due\` on \`outbox\` (\`sent_at\`, \`abandoned_at\`, \`next_attempt_at\`);`);

    this.addSql(`alter table \`reminders\` add column \`confirmation_digest\` text null;`);
    this.addSql(`alter table \`reminders\` add column \`rate_notified_at\` datetime null;`);
    this.addSql(`alter table \`reminders\` add column \`date_notified_at\` datetime null;`);
    this.addSql(`create index \`reminders_confirmation_digest_index\` on \`reminders\` (\`confirmation_digest\`);`);
  }
}
