import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

interface ProductDocument {
  data: { id: string; attributes: { slug: string; advertiserId: number } }[];
}

const robotsOf = (page: string) => /<meta name="robots" content="([^"]*)"/.exec(page)?.[1] ?? null;

/**
 * Decision 0010: a personal loan's page follows the core's visibility rule, as the directory's product page does. An
 * inactive (or disabled) product has no page; a product whose lender is not indexed is unlisted: its page is shown,
 * with `noindex`.
 */
describe('the page of a personal loan, by the core visibility rule', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  async function aPersonalLoan() {
    const category = ((await (await server.api('/categories?filter[slug]=pret-personnel')).json()) as { data: { id: string }[] }).data[0];
    const products = (await (
      await server.api(`/products?filter[categories]=${category?.id}&filter[isActive]=true&filter[isDisabled]=false&page[limit]=1`)
    ).json()) as ProductDocument;
    const product = products.data[0];
    if (!product) throw new Error('the demo data has personal loans');
    return product;
  }

  const patch = async (type: 'products' | 'announcers', id: string | number, attributes: Record<string, unknown>) => {
    const answer = await server.api(`/${type}/${id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type, id: String(id), attributes } },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  it('carries noindex while the lender is not indexed, and is indexed again after', async () => {
    const product = await aPersonalLoan();
    const path = `${server.url}/pret-personnel/${product.attributes.slug}`;
    expect(robotsOf(await (await fetch(path)).text())).toBeNull();
    await patch('announcers', product.attributes.advertiserId, { isIndexed: false });
    const unlisted = await fetch(path);
    expect(unlisted.status).toBe(200);
    expect(robotsOf(await unlisted.text())).toBe('noindex');
    await patch('announcers', product.attributes.advertiserId, { isIndexed: true });
    expect(robotsOf(await (await fetch(path)).text())).toBeNull();
  });

  it('answers 404 for an inactive product, and for a disabled one', async () => {
    const product = await aPersonalLoan();
    const path = `${server.url}/pret-personnel/${product.attributes.slug}`;
    await patch('products', product.id, { isActive: false });
    expect((await fetch(path)).status).toBe(404);
    await patch('products', product.id, { isActive: true, isDisabled: true });
    expect((await fetch(path)).status).toBe(404);
    await patch('products', product.id, { isDisabled: false });
    expect((await fetch(path)).status).toBe(200);
  });
});
