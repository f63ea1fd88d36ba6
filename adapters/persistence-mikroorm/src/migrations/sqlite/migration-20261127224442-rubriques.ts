import { Migration } from '@mikro-orm/migrations';

/** Issue 22: the rubriques articles are filed under, a list admins manage (core content/rubrique.ts). */
export class Migration20261127224442 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`rubriques\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`slug\` text not null, \`previous_slugs\` json not null default '[]', \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`rubriques_slug_unique\` on \`rubriques\` (\`slug\`);`);
  }
}
