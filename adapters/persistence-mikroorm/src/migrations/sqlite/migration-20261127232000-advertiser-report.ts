import { Migration } from '@mikro-orm/migrations';
import { LEAD_PRODUCT_BACKFILL } from '../lead-product-backfill.ts';

/**
 * Issue 22, the advertiser report: comparator impressions per day and product, and the product a request was sent
 * about (its id; the requests stored since issue 19 named it by its label, « Produit — Annonceur », read back here).
 */
export class Migration20261127232000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`impressions\` (\`day\` text not null, \`product_id\` integer not null, \`impressions\` bigint not null, \`rank_sum\` bigint not null, primary key (\`day\`, \`product_id\`));`,
    );
    this.addSql(`create index \`impressions_product_day\` on \`impressions\` (\`product_id\`, \`day\`);`);
    this.addSql(`alter table \`leads\` add column \`product_id\` integer null;`);
    this.addSql(`create index \`leads_product_created\` on \`leads\` (\`product_id\`, \`created_at\`);`);
    this.addSql(LEAD_PRODUCT_BACKFILL);
  }
}
