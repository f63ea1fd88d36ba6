import { Migration } from '@mikro-orm/migrations';
import { PRIVACY_POLICY_2026_11_B } from './privacy-policy-text-2026-11-b.ts';
import { PRIVACY_POLICY_2026_11 } from './privacy-policy-texts.ts';

/**
 * The privacy policy's anti-abuse row corrected (its windows are 1 minute to 24 hours, not 15 minutes to 24 hours,
 * and the ended ones are removed daily). As with the 2026-11 migration, only a page still exactly as the previous
 * seed wrote it is replaced (the earlier 2026-10 texts reach 2026-11 first, through that migration); one an editor
 * changed is left for them to update. Nothing a consent was given for changed, so CONSENT_VERSION stays. The same SQL
 * on both dialects, so both migration lists name this one class.
 */
export class Migration20261124064500 extends Migration {
  override async up(): Promise<void> {
    await this.execute('update legal_pages set content = ?, modified_at = ? where slug = ? and content = ?', [
      PRIVACY_POLICY_2026_11_B,
      new Date(),
      'politique-de-confidentialite',
      PRIVACY_POLICY_2026_11,
    ]);
  }
}
