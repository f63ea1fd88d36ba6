import { describeAdvertiserReportStoreContract } from './advertiser-report-store.contract.ts';
import { createInMemoryAdvertiserReportStore } from './in-memory-advertiser-report-store.ts';

describeAdvertiserReportStoreContract('in memory', async (seed) => {
  const products = seed.products.map((product, index) => ({
    key: product.key,
    id: index + 1,
    advertiserId: product.advertiser === 'a' ? 1 : 2,
  }));
  const productId = (key: string) => products.find((product) => product.key === key)?.id ?? 0;
  return {
    store: createInMemoryAdvertiserReportStore({
      products,
      clicks: seed.clicks.map((click) => ({ productId: productId(click.product), createdAt: click.at })),
      leads: seed.requests.map((lead) => ({ productId: lead.product === null ? null : productId(lead.product), createdAt: lead.at })),
    }),
    productId,
    advertiserId: (key) => (key === 'a' ? 1 : 2),
  };
});
