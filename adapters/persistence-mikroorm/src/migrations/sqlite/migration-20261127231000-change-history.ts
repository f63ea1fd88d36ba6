import { Migration } from '@mikro-orm/migrations';

/** Issue 22, decision 0019: the history of changes of the back office and the API. */
export class Migration20261127231000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`change_history\` (\`id\` integer not null primary key autoincrement, \`resource_type\` text not null, \`resource_id\` integer not null, \`action\` text not null, \`actor_id\` integer not null, \`actor_email\` text not null, \`actor_name\` text not null, \`at\` datetime not null, \`previous\` json null, \`next\` json null, \`changed_fields\` json not null, \`restored_from\` integer null, \`parent_type\` text null, \`parent_id\` integer null);`,
    );
    this.addSql(`create index \`change_history_record_index\` on \`change_history\` (\`resource_type\`, \`resource_id\`, \`at\`);`);
    this.addSql(`create index \`change_history_parent_index\` on \`change_history\` (\`parent_type\`, \`parent_id\`, \`at\`);`);
    this.addSql(`create index \`change_history_at_index\` on \`change_history\` (\`at\`);`);
  }
}
