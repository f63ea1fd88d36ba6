import { Migration } from '@mikro-orm/migrations';

export class Migration20261124011126 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`rate_limits\` (\`key\` text not null, \`hits\` integer not null, \`expires_at\` bigint not null, primary key (\`key\`));`,
    );
    this.addSql(`create index \`rate_limits_expires_at_index\` on \`rate_limits\` (\`expires_at\`);`);
  }
}
