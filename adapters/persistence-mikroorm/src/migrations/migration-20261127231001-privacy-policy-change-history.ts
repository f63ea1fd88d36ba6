import { Migration } from '@mikro-orm/migrations';
import { PRIVACY_POLICY_2026_11_B } from './privacy-policy-text-2026-11-b.ts';
import { PRIVACY_POLICY_2026_11_C } from './privacy-policy-text-2026-11-c.ts';

/**
 * The privacy policy names the history of changes (decision 0019: who of the team changed what, kept 24 months). As
 * with the earlier revisions, only a page still exactly as the previous seed wrote it is replaced; one an editor
 * changed is left for them to update. Nothing a consent was given for changed, so CONSENT_VERSION stays. The same
 * SQL on both dialects, so both migration lists name this one class.
 */
export class Migration20261127231001 extends Migration {
  override async up(): Promise<void> {
    await this.execute('update legal_pages set content = ?, modified_at = ? where slug = ? and content = ?', [
      PRIVACY_POLICY_2026_11_C,
      new Date(),
      'politique-de-confidentialite',
      PRIVACY_POLICY_2026_11_B,
    ]);
  }
}
