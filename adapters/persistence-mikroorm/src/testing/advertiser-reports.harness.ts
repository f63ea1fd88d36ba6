import type { AdvertiserReportStoreFactory } from '@pretscope/core/testing';
import { createStores } from '../create-stores.ts';
import { make, productConfig } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

const consent = { given: true, text: 'J’accepte d’être recontacté.', version: '2026-11' };

/** The report store's contract factory over a fresh database: advertisers, products, clicks and requests made as rows. */
export function advertiserReportFactory(open: () => Promise<TestDatabase>): AdvertiserReportStoreFactory {
  return async (seed) => {
    const database = await open();
    const { resources } = createStores(database.fork());
    const advertisers = {
      a: await make(resources, 'announcers', { name: 'Banque Alpha', slug: 'banque-alpha', country: 'FR', advertisersCategory: 'banque' }),
      b: await make(resources, 'announcers', { name: 'Banque Bêta', slug: 'banque-beta', country: 'BE', advertisersCategory: 'banque' }),
    };
    const products = new Map<string, number>();
    for (const { key, advertiser } of seed.products) {
      products.set(
        key,
        await make(resources, 'products', { name: key, slug: key, advertiserId: advertisers[advertiser], config: productConfig }),
      );
    }
    const productId = (key: string) => products.get(key) ?? 0;
    for (const click of seed.clicks) {
      const id = productId(click.product);
      const advertiserId = advertisers[seed.products.find((product) => product.key === click.product)?.advertiser ?? 'a'];
      await make(resources, 'clicks', { productId: id, advertiserId, ip: null, createdAt: click.at });
    }
    let n = 0;
    for (const request of seed.requests) {
      n++;
      await make(resources, 'leads', {
        kind: 'pret-immobilier',
        firstName: 'Marie',
        lastName: 'Dupont',
        email: `marie${n}@example.com`,
        country: 'LUX',
        product: request.product,
        productId: request.product === null ? null : productId(request.product),
        consent,
        createdAt: request.at,
      });
    }
    return {
      store: createStores(database.fork()).advertiserReports,
      productId,
      advertiserId: (key) => advertisers[key],
      dispose: () => database.dispose(),
    };
  };
}
