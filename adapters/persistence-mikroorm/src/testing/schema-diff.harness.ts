import { describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-databases.ts';

/**
 * The committed migrations and the entity schemas say the same thing: on a migrated database, the ORM's schema
 * update (what `schema:update --dump` prints) has nothing to do. Foreign-key rules included: MikroORM 7 no longer
 * infers them from `cascade`, so the entities write them out (decision 0025).
 */
export function describeSchemaDiff(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: schema of a migrated database`, () => {
    it('matches the entities: the schema update is empty', async () => {
      const database = await open();
      try {
        expect(await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
      } finally {
        await database.dispose();
      }
    });
  });
}
