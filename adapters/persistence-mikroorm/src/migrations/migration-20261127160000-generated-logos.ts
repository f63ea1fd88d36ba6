import { Migration } from '@mikro-orm/migrations';

/** The sentence of the legal notice a database seeded before issue 20 holds, and the one that replaces it. */
export const LOGO_NOTICE_BEFORE =
  'Les logos des établissements affichés dans la démonstration sont générés automatiquement à partir de leurs initiales.';
export const LOGO_NOTICE_AFTER =
  'Les logos des établissements affichés dans la démonstration sont dessinés automatiquement à partir de leur nom, tant qu’aucun logo n’a été déposé pour eux.';

/**
 * Issue 20: lenders' logos are drawn by the site from their records unless an editor uploads one. A database seeded
 * before that still points each demo lender at the two-letter tile the old seed wrote (`/uploads/logos/<slug>.svg`);
 * those records are given no logo, so that the drawn one shows. An uploaded logo is never named after the slug (the
 * upload store names files by their content's hash), so none is touched. The legal notice's sentence on the demo
 * logos follows, on a page that still holds it word for word. The same SQL on both dialects.
 */
export class Migration20261127160000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`update advertisers set logo = null where logo = '/uploads/logos/' || slug || '.svg'`);
    await this.execute('update legal_pages set content = replace(content, ?, ?), modified_at = ? where slug = ? and content like ?', [
      LOGO_NOTICE_BEFORE,
      LOGO_NOTICE_AFTER,
      new Date(),
      'mentions-legales',
      `%${LOGO_NOTICE_BEFORE}%`,
    ]);
  }
}
