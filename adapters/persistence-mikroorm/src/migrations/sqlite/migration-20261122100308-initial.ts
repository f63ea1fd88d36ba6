import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100308 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`advertisers\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`slug\` text not null, \`logo\` text null, \`website\` text null, \`description\` text not null default '', \`meta_title\` text not null default '', \`meta_desc\` text not null default '', \`comment\` text not null default '', \`advertisers_category\` text not null default 'banque', \`is_indexed\` integer not null default true, \`country\` text not null, \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`advertisers_slug_unique\` on \`advertisers\` (\`slug\`);`);
    this.addSql(`create index \`advertisers_country_index\` on \`advertisers\` (\`country\`);`);

    this.addSql(
      `create table \`authors\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`slug\` text not null, \`bio\` text not null default '', \`avatar\` text null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`authors_slug_unique\` on \`authors\` (\`slug\`);`);

    this.addSql(
      `create table \`articles\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`slug\` text not null, \`subcategory\` text null, \`summary\` text not null default '', \`content\` text not null default '', \`image\` text null, \`author_id\` integer null, \`is_published\` integer not null default false, \`published_at\` datetime null, \`meta_title\` text not null default '', \`meta_desc\` text not null default '', \`created_at\` datetime not null, \`modified_at\` datetime not null, constraint \`articles_author_id_foreign\` foreign key(\`author_id\`) references \`authors\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create unique index \`articles_slug_unique\` on \`articles\` (\`slug\`);`);
    this.addSql(`create index \`articles_author_id_index\` on \`articles\` (\`author_id\`);`);
    this.addSql(`create index \`articles_published\` on \`articles\` (\`is_published\`, \`published_at\`);`);

    this.addSql(
      `create table \`batch_counts\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`recipient\` text not null, \`batch_count\` integer not null default 0, \`count_openings\` integer not null default 0, \`count_click\` integer not null default 0, \`created_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`categories\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`slug\` text not null, \`title\` text not null default '', \`summary\` text not null default '', \`description\` text not null default '', \`comment\` text not null default '', \`faq\` json not null default '[]', \`config\` json not null, \`meta_title\` text not null default '', \`meta_desc\` text not null default '', \`is_blacklisted\` integer not null default true, \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`categories_slug_unique\` on \`categories\` (\`slug\`);`);

    this.addSql(
      `create table \`leads\` (\`id\` integer not null primary key autoincrement, \`kind\` text not null, \`first_name\` text not null, \`last_name\` text not null, \`email\` text not null, \`phone\` text null, \`country\` text not null, \`amount\` double null, \`duration\` integer null, \`message\` text not null default '', \`status\` text not null default 'nouveau', \`status_changed_at\` datetime not null, \`consent\` json not null, \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create index \`leads_email_index\` on \`leads\` (\`email\`);`);
    this.addSql(`create index \`leads_created\` on \`leads\` (\`created_at\`);`);

    this.addSql(
      `create table \`legal_pages\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`slug\` text not null, \`content\` text not null default '', \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`legal_pages_slug_unique\` on \`legal_pages\` (\`slug\`);`);

    this.addSql(
      `create table \`logged_errors\` (\`id\` integer not null primary key autoincrement, \`content\` text not null, \`ip\` text null, \`sheet\` text not null default 'global', \`url\` text not null default '', \`created_at\` datetime not null);`,
    );
    this.addSql(`create index \`logged_errors_created\` on \`logged_errors\` (\`created_at\`);`);

    this.addSql(
      `create table \`products\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`slug\` text not null, \`meta_title\` text not null default '', \`title\` text not null default '', \`meta_desc\` text not null default '', \`link\` text null, \`id_btn\` text not null default '', \`info\` text not null default '', \`apr\` text not null default '', \`apr_value\` double null, \`test\` text not null default '', \`comment\` text not null default '', \`config\` json not null, \`tags\` json not null default '[]', \`is_active\` integer not null default true, \`is_sponsored\` integer not null default false, \`is_disabled\` integer not null default false, \`is_prioritized\` integer not null default false, \`via_broker\` integer not null default false, \`broker_link\` text null, \`broker_product\` text not null default '', \`advertiser_id\` integer not null, \`advertiser_broker_id\` integer null, \`created_at\` datetime not null, \`modified_at\` datetime not null, constraint \`products_advertiser_id_foreign\` foreign key(\`advertiser_id\`) references \`advertisers\`(\`id\`) on delete cascade on update cascade, constraint \`products_advertiser_broker_id_foreign\` foreign key(\`advertiser_broker_id\`) references \`advertisers\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create unique index \`products_slug_unique\` on \`products\` (\`slug\`);`);
    this.addSql(`create index \`products_advertiser_id_index\` on \`products\` (\`advertiser_id\`);`);
    this.addSql(`create index \`products_advertiser_broker_id_index\` on \`products\` (\`advertiser_broker_id\`);`);

    this.addSql(
      `create table \`loanstats\` (\`id\` integer not null primary key autoincrement, \`count\` integer not null, \`min\` double not null, \`max\` double not null, \`mean\` double not null, \`std\` double not null, \`product_id\` integer not null, \`created_at\` datetime not null, constraint \`loanstats_product_id_foreign\` foreign key(\`product_id\`) references \`products\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`loanstats_product_id_index\` on \`loanstats\` (\`product_id\`);`);
    this.addSql(`create index \`loanstats_product_created\` on \`loanstats\` (\`product_id\`, \`created_at\`);`);

    this.addSql(
      `create table \`loans\` (\`id\` integer not null primary key autoincrement, \`rate\` double not null, \`amount\` double not null, \`duration\` integer not null, \`score\` double null, \`product_id\` integer not null, \`created_at\` datetime not null, \`modified_at\` datetime not null, constraint \`loans_product_id_foreign\` foreign key(\`product_id\`) references \`products\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`loans_product_id_index\` on \`loans\` (\`product_id\`);`);
    this.addSql(`create index \`loans_product_grid_latest\` on \`loans\` (\`product_id\`, \`amount\`, \`duration\`, \`created_at\`);`);
    this.addSql(`create index \`loans_product_created\` on \`loans\` (\`product_id\`, \`created_at\`);`);

    this.addSql(
      `create table \`clicks\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer null, \`advertiser_id\` integer null, \`ip\` text null, \`created_at\` datetime not null, constraint \`clicks_product_id_foreign\` foreign key(\`product_id\`) references \`products\`(\`id\`) on delete set null on update cascade, constraint \`clicks_advertiser_id_foreign\` foreign key(\`advertiser_id\`) references \`advertisers\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create index \`clicks_product_id_index\` on \`clicks\` (\`product_id\`);`);
    this.addSql(`create index \`clicks_advertiser_id_index\` on \`clicks\` (\`advertiser_id\`);`);
    this.addSql(`create index \`clicks_created\` on \`clicks\` (\`created_at\`);`);

    this.addSql(
      `create table \`product_categories\` (\`product_id\` integer not null, \`category_id\` integer not null, constraint \`product_categories_product_id_foreign\` foreign key(\`product_id\`) references \`products\`(\`id\`) on delete cascade on update cascade, constraint \`product_categories_category_id_foreign\` foreign key(\`category_id\`) references \`categories\`(\`id\`) on delete cascade on update cascade, primary key (\`product_id\`, \`category_id\`));`,
    );
    this.addSql(`create index \`product_categories_product_id_index\` on \`product_categories\` (\`product_id\`);`);
    this.addSql(`create index \`product_categories_category_index\` on \`product_categories\` (\`category_id\`);`);

    this.addSql(
      `create table \`reminders\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`first_name\` text null, \`category_id\` integer not null, \`amount\` double not null, \`duration\` integer not null, \`target_rate\` double null, \`target_date\` datetime null, \`confirmed_at\` datetime null, \`unsubscribed_at\` datetime null, \`consent\` json not null, \`created_at\` datetime not null, constraint \`reminders_category_id_foreign\` foreign key(\`category_id\`) references \`categories\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`reminders_email_index\` on \`reminders\` (\`email\`);`);
    this.addSql(`create index \`reminders_category_id_index\` on \`reminders\` (\`category_id\`);`);

    this.addSql(
      `create table \`uploads\` (\`id\` integer not null primary key autoincrement, \`hash\` text not null, \`filename\` text not null, \`content_type\` text not null, \`size\` integer not null, \`width\` integer not null default 0, \`height\` integer not null default 0, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`uploads_hash_unique\` on \`uploads\` (\`hash\`);`);

    this.addSql(
      `create table \`users\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`first_name\` text not null default '', \`last_name\` text not null default '', \`roles\` json not null, \`password_hash\` text not null, \`created_at\` datetime not null, \`modified_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
  }
}
