import { Migration } from '@mikro-orm/migrations';

/** The names the site gave the subcategories of its articles before they became rubriques (issue 22). */
const NAMES: Readonly<Record<string, string>> = {
  immobilier: 'Immobilier',
  'credit-conso': 'Crédit à la consommation',
  'epargne-et-budget': 'Épargne et budget',
  'guides-pays': 'Guides pays',
};

/** A slug read as words, as the site showed an unnamed subcategory: `prets-etudiants` → « Prets etudiants ». */
function nameOf(slug: string): string {
  const known = NAMES[slug];
  if (known) return known;
  const words = slug.replace(/-/g, ' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 80);
}

/**
 * Issue 22: every subcategory an article of the database already has becomes a rubrique, with the name the site
 * showed for it, so that those articles keep their addresses and pass the new check on their next save. The same
 * SQL on both dialects.
 */
export class Migration20261127224443 extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      'select distinct subcategory from articles where subcategory is not null order by subcategory',
    )) as Array<{ subcategory: string }>;
    const now = new Date();
    for (const { subcategory } of rows)
      await this.execute('insert into rubriques (name, slug, created_at, modified_at) values (?, ?, ?, ?)', [
        nameOf(subcategory),
        subcategory,
        now,
        now,
      ]);
  }
}
