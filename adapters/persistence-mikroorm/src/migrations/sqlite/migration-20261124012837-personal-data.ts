import { Migration } from '@mikro-orm/migrations';

export class Migration20261124012837 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`data_requests\` (\`id\` integer not null primary key autoincrement, \`kind\` text not null, \`email\` text null, \`channel\` text not null, \`token_digest\` text null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`confirmed_at\` datetime null, \`completed_at\` datetime null, \`summary\` json null);`,
    );
    this.addSql(`create index \`data_requests_email_index\` on \`data_requests\` (\`email\`);`);
    this.addSql(`create unique index \`data_requests_token_digest_unique\` on \`data_requests\` (\`token_digest\`);`);
    this.addSql(`create index \`data_requests_expires_at_index\` on \`data_requests\` (\`expires_at\`);`);

    this.addSql(
      `create table \`retention_runs\` (\`id\` integer not null primary key autoincrement, \`day\` text null, \`trigger\` text not null, \`started_at\` datetime not null, \`finished_at\` datetime null, \`counts\` json null, \`error\` text null);`,
    );
    this.addSql(`create unique index \`retention_runs_day_unique\` on \`retention_runs\` (\`day\`);`);
  }
}
