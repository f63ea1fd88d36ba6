import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { LOGO_NOTICE_AFTER, LOGO_NOTICE_BEFORE, Migration20261127160000 } from '../migrations/migration-20261127160000-generated-logos.ts';
import { SEED_LEGAL_PAGES } from '../seed/data/legal-pages.ts';
import type { TestDatabase } from './test-databases.ts';

/** Issue 20's data migration on a database seeded before it: the demo lenders' tiles and the legal notice's sentence. */
export function describeGeneratedLogosMigration(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: lenders’ logos of a database seeded before issue 20`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(async () => database?.dispose());

    const old = new Date('2026-10-01T00:00:00Z');
    const migrate = () => new Migration20261127160000(database.orm.em.getDriver() as never, database.orm.config).up();

    async function lendersWith(logos: Record<string, string | null>): Promise<void> {
      const em = database.fork();
      await em.nativeDelete(AdvertiserSchema, { slug: { $in: Object.keys(logos) } });
      for (const [slug, logo] of Object.entries(logos))
        await em.insert(AdvertiserSchema, { name: slug, slug, logo, country: 'LUX', createdAt: old, modifiedAt: old } as never);
    }
    async function logosOf(slugs: string[]): Promise<Record<string, string | null>> {
      const rows = await database.fork().find(AdvertiserSchema, { slug: { $in: slugs } }, { orderBy: { slug: 'asc' } });
      return Object.fromEntries(rows.map((row) => [row.slug, row.logo ?? null]));
    }

    it('lets the site draw the logo of each lender still pointing at the tile the old seed wrote, and only those', async () => {
      const before = {
        'banque-sauer': '/uploads/logos/banque-sauer.svg',
        'grund-courtage': '/uploads/logos/grund-courtage.svg',
        // An editor's upload (named by its hash), another lender's tile, an outside address and none at all stay.
        'banque-uploadee': '/uploads/logos/3f2a9c0d5e1b.png',
        'banque-autre': '/uploads/logos/banque-sauer.svg',
        'banque-externe': 'https://cdn.example/logo.svg',
        'banque-sans': null,
      };
      await lendersWith(before);
      await migrate();
      expect(await logosOf(Object.keys(before))).toEqual({
        ...before,
        'banque-sauer': null,
        'grund-courtage': null,
      });
      // Run twice (a second server starting), it changes nothing more.
      await migrate();
      expect((await logosOf(['banque-uploadee']))['banque-uploadee']).toBe('/uploads/logos/3f2a9c0d5e1b.png');
    });

    it('rewrites the legal notice’s sentence on the demo logos where the page still holds it, and nothing else of it', async () => {
      const slug = 'mentions-legales';
      const em = database.fork();
      await em.nativeDelete(LegalPageSchema, { slug });
      const content = `## Propriété intellectuelle\n\nTexte de l’éditeur. ${LOGO_NOTICE_BEFORE}\n\n## Liens hypertextes\n\nAutre texte.`;
      await em.insert(LegalPageSchema, { title: 'Mentions légales', slug, content, createdAt: old, modifiedAt: old } as never);
      await migrate();
      const page = await database.fork().findOneOrFail(LegalPageSchema, { slug });
      expect(page.content).toBe(content.replace(LOGO_NOTICE_BEFORE, LOGO_NOTICE_AFTER));
      expect(page.modifiedAt.getTime()).toBeGreaterThan(old.getTime());
      // A page without the sentence (an editor rewrote it) keeps its text and its date.
      const rewritten = 'Les logos sont ceux des établissements.';
      await database.fork().nativeUpdate(LegalPageSchema, { slug }, { content: rewritten, modifiedAt: old });
      await migrate();
      const kept = await database.fork().findOneOrFail(LegalPageSchema, { slug });
      expect([kept.content, kept.modifiedAt.getTime()]).toEqual([rewritten, old.getTime()]);
    });

    it('leaves a new database as the seed writes it: the new sentence, and no logo file for any lender', () => {
      const notice = SEED_LEGAL_PAGES.find((page) => page.slug === 'mentions-legales')?.content ?? '';
      expect(notice).toContain(LOGO_NOTICE_AFTER);
      expect(notice).not.toContain(LOGO_NOTICE_BEFORE);
    });
  });
}
