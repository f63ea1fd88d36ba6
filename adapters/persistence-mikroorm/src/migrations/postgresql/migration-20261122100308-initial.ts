import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100308 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "advertisers" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(120) not null, "logo" varchar(2000) null, "website" varchar(2000) null, "description" text not null default '', "meta_title" varchar(300) not null default '', "meta_desc" varchar(500) not null default '', "comment" text not null default '', "advertisers_category" varchar(40) not null default 'banque', "is_indexed" boolean not null default true, "country" varchar(8) not null, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "advertisers" add constraint "advertisers_slug_unique" unique ("slug");`);
    this.addSql(`create index "advertisers_country_index" on "advertisers" ("country");`);

    this.addSql(
      `create table "authors" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(120) not null, "bio" text not null default '', "avatar" varchar(2000) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "authors" add constraint "authors_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "articles" ("id" serial primary key, "title" varchar(300) not null, "slug" varchar(120) not null, "subcategory" varchar(120) null, "summary" text not null default '', "content" text not null default '', "image" varchar(2000) null, "author_id" int null, "is_published" boolean not null default false, "published_at" timestamptz null, "meta_title" varchar(300) not null default '', "meta_desc" varchar(500) not null default '', "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "articles" add constraint "articles_slug_unique" unique ("slug");`);
    this.addSql(`create index "articles_published" on "articles" ("is_published", "published_at");`);

    this.addSql(
      `create table "batch_counts" ("id" serial primary key, "title" varchar(300) not null, "recipient" varchar(254) not null, "batch_count" int not null default 0, "count_openings" int not null default 0, "count_click" int not null default 0, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "categories" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(120) not null, "title" varchar(300) not null default '', "summary" text not null default '', "description" text not null default '', "comment" text not null default '', "faq" jsonb not null default '[]', "config" jsonb not null, "meta_title" varchar(300) not null default '', "meta_desc" varchar(500) not null default '', "is_blacklisted" boolean not null default true, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "leads" ("id" serial primary key, "kind" varchar(60) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) null, "country" varchar(8) not null, "amount" double precision null, "duration" int null, "message" text not null default '', "status" varchar(20) not null default 'nouveau', "status_changed_at" timestamptz not null, "consent" jsonb not null, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`create index "leads_email_index" on "leads" ("email");`);
    this.addSql(`create index "leads_created" on "leads" ("created_at");`);

    this.addSql(
      `create table "legal_pages" ("id" serial primary key, "title" varchar(300) not null, "slug" varchar(120) not null, "content" text not null default '', "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "legal_pages" add constraint "legal_pages_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "logged_errors" ("id" serial primary key, "content" text not null, "ip" varchar(64) null, "sheet" varchar(100) not null default 'global', "url" varchar(2000) not null default '', "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "logged_errors_created" on "logged_errors" ("created_at");`);

    this.addSql(
      `create table "products" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(120) not null, "meta_title" varchar(300) not null default '', "title" varchar(300) not null default '', "meta_desc" varchar(500) not null default '', "link" varchar(2000) null, "id_btn" varchar(120) not null default '', "info" text not null default '', "apr" varchar(120) not null default '', "apr_value" double precision null, "test" text not null default '', "comment" text not null default '', "config" jsonb not null, "tags" jsonb not null default '[]', "is_active" boolean not null default true, "is_sponsored" boolean not null default false, "is_disabled" boolean not null default false, "is_prioritized" boolean not null default false, "via_broker" boolean not null default false, "broker_link" varchar(2000) null, "broker_product" varchar(200) not null default '', "advertiser_id" int not null, "advertiser_broker_id" int null, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "products" add constraint "products_slug_unique" unique ("slug");`);
    this.addSql(`create index "products_advertiser_id_index" on "products" ("advertiser_id");`);
    this.addSql(`create index "products_advertiser_broker_id_index" on "products" ("advertiser_broker_id");`);

    this.addSql(
      `create table "loanstats" ("id" serial primary key, "count" int not null, "min" double precision not null, "max" double precision not null, "mean" double precision not null, "std" double precision not null, "product_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "loanstats_product_created" on "loanstats" ("product_id", "created_at");`);

    this.addSql(
      `create table "loans" ("id" serial primary key, "rate" double precision not null, "amount" double precision not null, "duration" int not null, "score" double precision null, "product_id" int not null, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`create index "loans_product_grid_latest" on "loans" ("product_id", "amount", "duration", "created_at");`);
    this.addSql(`create index "loans_product_created" on "loans" ("product_id", "created_at");`);

    this.addSql(
      `create table "clicks" ("id" serial primary key, "product_id" int null, "advertiser_id" int null, "ip" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "clicks_product_id_index" on "clicks" ("product_id");`);
    this.addSql(`create index "clicks_advertiser_id_index" on "clicks" ("advertiser_id");`);
    this.addSql(`create index "clicks_created" on "clicks" ("created_at");`);

    this.addSql(
      `create table "product_categories" ("product_id" int not null, "category_id" int not null, constraint "product_categories_pkey" primary key ("product_id", "category_id"));`,
    );
    this.addSql(`create index "product_categories_category_index" on "product_categories" ("category_id");`);

    this.addSql(
      `create table "reminders" ("id" serial primary key, "email" varchar(254) not null, "first_name" varchar(100) null, "category_id" int not null, "amount" double precision not null, "duration" int not null, "target_rate" double precision null, "target_date" timestamptz null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, "consent" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "reminders_email_index" on "reminders" ("email");`);
    this.addSql(`create index "reminders_category_id_index" on "reminders" ("category_id");`);

    this.addSql(
      `create table "uploads" ("id" serial primary key, "hash" varchar(64) not null, "filename" varchar(300) not null, "content_type" varchar(100) not null, "size" int not null, "width" int not null default 0, "height" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "uploads" add constraint "uploads_hash_unique" unique ("hash");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(254) not null, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "roles" jsonb not null, "password_hash" varchar(200) not null, "created_at" timestamptz not null, "modified_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `alter table "articles" add constraint "articles_author_id_foreign" foreign key ("author_id") references "authors" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "products" add constraint "products_advertiser_id_foreign" foreign key ("advertiser_id") references "advertisers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "products" add constraint "products_advertiser_broker_id_foreign" foreign key ("advertiser_broker_id") references "advertisers" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "loanstats" add constraint "loanstats_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "loans" add constraint "loans_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "clicks" add constraint "clicks_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "clicks" add constraint "clicks_advertiser_id_foreign" foreign key ("advertiser_id") references "advertisers" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "product_categories" add constraint "product_categories_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_categories" add constraint "product_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "reminders" add constraint "reminders_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop constraint "products_advertiser_id_foreign";`);

    this.addSql(`alter table "products" drop constraint "products_advertiser_broker_id_foreign";`);

    this.addSql(`alter table "clicks" drop constraint "clicks_advertiser_id_foreign";`);

    this.addSql(`alter table "articles" drop constraint "articles_author_id_foreign";`);

    this.addSql(`alter table "product_categories" drop constraint "product_categories_category_id_foreign";`);

    this.addSql(`alter table "reminders" drop constraint "reminders_category_id_foreign";`);

    this.addSql(`alter table "loanstats" drop constraint "loanstats_product_id_foreign";`);

    this.addSql(`alter table "loans" drop constraint "loans_product_id_foreign";`);

    this.addSql(`alter table "clicks" drop constraint "clicks_product_id_foreign";`);

    this.addSql(`alter table "product_categories" drop constraint "product_categories_product_id_foreign";`);

    this.addSql(`drop table if exists "advertisers" cascade;`);

    this.addSql(`drop table if exists "authors" cascade;`);

    this.addSql(`drop table if exists "articles" cascade;`);

    this.addSql(`drop table if exists "batch_counts" cascade;`);

    this.addSql(`drop table if exists "categories" cascade;`);

    this.addSql(`drop table if exists "leads" cascade;`);

    this.addSql(`drop table if exists "legal_pages" cascade;`);

    this.addSql(`drop table if exists "logged_errors" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "loanstats" cascade;`);

    this.addSql(`drop table if exists "loans" cascade;`);

    this.addSql(`drop table if exists "clicks" cascade;`);

    this.addSql(`drop table if exists "product_categories" cascade;`);

    this.addSql(`drop table if exists "reminders" cascade;`);

    this.addSql(`drop table if exists "uploads" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }
}
