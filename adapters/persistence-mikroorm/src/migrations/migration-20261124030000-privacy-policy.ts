import { Migration } from '@mikro-orm/migrations';
import { PRIVACY_POLICY_2026_10, PRIVACY_POLICY_2026_10_FIRST, PRIVACY_POLICY_2026_11 } from './privacy-policy-texts.ts';

/**
 * The privacy policy of a database seeded before 2026-11 gets the new text (the seed only writes it on a first
 * start). Only a page still as it was seeded is replaced: one an editor has changed is left alone, for them to
 * update from the back office. The same SQL on both dialects, so both migration lists name this one class.
 */
export class Migration20261124030000 extends Migration {
  override async up(): Promise<void> {
    await this.execute('update legal_pages set content = ?, modified_at = ? where slug = ? and content in (?, ?)', [
      PRIVACY_POLICY_2026_11,
      new Date(),
      'politique-de-confidentialite',
      PRIVACY_POLICY_2026_10,
      PRIVACY_POLICY_2026_10_FIRST,
    ]);
  }
}
