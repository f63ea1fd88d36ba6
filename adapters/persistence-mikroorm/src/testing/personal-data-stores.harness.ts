import { describePersonalDataStoresContract } from '@pretscope/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { DataRequestSchema } from '../entities/data-request-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { Migration20261124030000 } from '../migrations/migration-20261124030000-privacy-policy.ts';
import { Migration20261124064500 } from '../migrations/migration-20261124064500-privacy-policy-rate-limits.ts';
import { PRIVACY_POLICY_2026_11_B } from '../migrations/privacy-policy-text-2026-11-b.ts';
import { PRIVACY_POLICY_2026_11_C } from '../migrations/privacy-policy-text-2026-11-c.ts';
import { Migration20261127231001 } from '../migrations/migration-20261127231001-privacy-policy-change-history.ts';
import { PRIVACY_POLICY_2026_10, PRIVACY_POLICY_2026_10_FIRST, PRIVACY_POLICY_2026_11 } from '../migrations/privacy-policy-texts.ts';
import { SEED_LEGAL_PAGES } from '../seed/data/legal-pages.ts';
import { RetentionRunSchema } from '../entities/retention-run-schema.ts';
import { toRequest } from '../stores/mikroorm-data-requests.ts';
import type { TestDatabase } from './test-databases.ts';

/** The core's contract of data requests and retention runs on one database, emptied before each case. */
export function describePersonalDataStores(name: string, open: () => Promise<TestDatabase>): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.dispose());

  describePersonalDataStoresContract(name, async () => {
    const em = database.fork();
    await em.nativeDelete(DataRequestSchema, {});
    await em.nativeDelete(RetentionRunSchema, {});
    const stores = createStores(em);
    // Other units of work, as other server processes would have.
    const other = createStores(database.fork());
    return {
      dataRequests: stores.dataRequests,
      otherDataRequests: other.dataRequests,
      async readRequest(id) {
        const row = await database.fork().findOne(DataRequestSchema, { id });
        return row ? toRequest(row) : null;
      },
      runs: stores.retentionRuns,
      otherRuns: other.retentionRuns,
    };
  });

  describe(`${name}: the privacy policy of an existing database`, () => {
    const slug = 'politique-de-confidentialite';
    type PolicyMigration = typeof Migration20261124030000 | typeof Migration20261124064500 | typeof Migration20261127231001;
    /** The page as stored before, then after these migrations ran in order (as `up` runs them, oldest first). */
    const contentAfterMigration = async (content: string, migrations: readonly PolicyMigration[] = [Migration20261124030000]) => {
      const em = database.fork();
      await em.nativeDelete(LegalPageSchema, { slug });
      const old = new Date('2026-10-01T00:00:00Z');
      await em.insert(LegalPageSchema, { title: 'Politique de confidentialité', slug, content, createdAt: old, modifiedAt: old } as never);
      for (const migration of migrations)
        await new migration(database.orm.em.getDriver() as ConstructorParameters<PolicyMigration>[0], database.orm.config).up();
      const page = await database.fork().findOneOrFail(LegalPageSchema, { slug });
      return { content: page.content, updated: page.modifiedAt.getTime() > old.getTime() };
    };

    it('is brought to the 2026-11 text when it is still as either earlier seed wrote it', async () => {
      expect(await contentAfterMigration(PRIVACY_POLICY_2026_10)).toEqual({ content: PRIVACY_POLICY_2026_11, updated: true });
      expect(await contentAfterMigration(PRIVACY_POLICY_2026_10_FIRST)).toEqual({ content: PRIVACY_POLICY_2026_11, updated: true });
    });

    it('is brought to the revised 2026-11 text (the anti-abuse windows) from the first 2026-11 text, and from the 2026-10 ones through both migrations', async () => {
      expect(await contentAfterMigration(PRIVACY_POLICY_2026_11, [Migration20261124064500])).toEqual({
        content: PRIVACY_POLICY_2026_11_B,
        updated: true,
      });
      for (const earlier of [PRIVACY_POLICY_2026_10, PRIVACY_POLICY_2026_10_FIRST]) {
        expect(await contentAfterMigration(earlier, [Migration20261124030000, Migration20261124064500])).toEqual({
          content: PRIVACY_POLICY_2026_11_B,
          updated: true,
        });
      }
    });

    it('is brought to the third 2026-11 text (the history of changes) from the second, and from the first through both', async () => {
      expect(await contentAfterMigration(PRIVACY_POLICY_2026_11_B, [Migration20261127231001])).toEqual({
        content: PRIVACY_POLICY_2026_11_C,
        updated: true,
      });
      expect(await contentAfterMigration(PRIVACY_POLICY_2026_11, [Migration20261124064500, Migration20261127231001])).toEqual({
        content: PRIVACY_POLICY_2026_11_C,
        updated: true,
      });
      const edited = `${PRIVACY_POLICY_2026_11_B}\n\nAjout de l’équipe.`;
      expect(await contentAfterMigration(edited, [Migration20261127231001])).toEqual({ content: edited, updated: false });
    });

    it('is left alone when an editor changed it', async () => {
      const edited = `${PRIVACY_POLICY_2026_10}\n\nAjout de l’équipe.`;
      expect(await contentAfterMigration(edited)).toEqual({ content: edited, updated: false });
      const editedLater = `${PRIVACY_POLICY_2026_11}\n\nAjout de l’équipe.`;
      expect(await contentAfterMigration(editedLater, [Migration20261124064500])).toEqual({ content: editedLater, updated: false });
    });

    it('is what a new database is seeded with', () => {
      expect(SEED_LEGAL_PAGES.find((page) => page.slug === slug)?.content).toBe(PRIVACY_POLICY_2026_11_C);
    });
  });
}
