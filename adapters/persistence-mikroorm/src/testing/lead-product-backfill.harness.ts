import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { LEAD_PRODUCT_BACKFILL } from '../migrations/lead-product-backfill.ts';
import { make, productConfig } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

const consent = { given: true, text: 'J’accepte d’être recontacté.', version: '2026-11' };

/** Issue 22's migration on requests stored before it: each gets the id of the product its label names. */
export function describeLeadProductBackfill(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: the product ids of requests stored before issue 22`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(async () => database?.dispose());

    it('finds the product a request’s label names, and leaves the others empty', async () => {
      const { resources } = createStores(database.fork());
      const advertiser = await make(resources, 'announcers', {
        name: 'Banque Bêta',
        slug: 'banque-beta',
        country: 'BE',
        advertisersCategory: 'banque',
      });
      const habitat = await make(resources, 'products', {
        name: 'Prêt Habitat',
        slug: 'pret-habitat',
        advertiserId: advertiser,
        config: productConfig,
      });
      const lead = (product: string | null, productId: number | null = null) =>
        make(resources, 'leads', {
          kind: 'pret-immobilier',
          firstName: 'Léa',
          lastName: 'Muller',
          email: 'lea@example.com',
          country: 'BE',
          product,
          productId,
          consent,
        });
      const named = await lead('Prêt Habitat — Banque Bêta');
      const renamed = await lead('Prêt Ancien — Banque Bêta');
      const none = await lead(null);
      const kept = await lead('Prêt Habitat — Banque Bêta', 999);
      await database.fork().getConnection().execute(LEAD_PRODUCT_BACKFILL);
      await database.fork().getConnection().execute(LEAD_PRODUCT_BACKFILL);
      const idOf = async (id: number) => {
        const found = await createStores(database.fork()).resources.get('leads', id);
        return found.ok ? found.value.record.attributes.productId : 'missing';
      };
      expect([await idOf(named), await idOf(renamed), await idOf(none), await idOf(kept)]).toEqual([habitat, null, null, 999]);
    });
  });
}
