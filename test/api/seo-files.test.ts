import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

describe('robots.txt and sitemap.xml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SITE_URL: 'https://www.pretscope.example' });
  });
  afterAll(async () => server?.close());

  const sitemap = async () => {
    const answer = await fetch(`${server.url}/sitemap.xml`);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    return [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  };

  it('keeps crawlers out of the back office, the API and the redirects, and names the sitemap', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /_admin_');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /go/');
    expect(robots).toContain('Sitemap: https://www.pretscope.example/sitemap.xml');
  });

  it('lists every public page with the site’s own origin, each of which answers 200', async () => {
    const urls = await sitemap();
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.every((url) => url.startsWith('https://www.pretscope.example/'))).toBe(true);
    expect(urls).toContain('https://www.pretscope.example/pret-hypothecaire');
    expect(urls).toContain('https://www.pretscope.example/mentions-legales');
    // Every page rendered once (the cache is cold): a few minutes' margin on a loaded 2-core machine.
    for (const url of urls) {
      const path = url.replace('https://www.pretscope.example', '');
      const answer = await fetch(`${server.url}${path}`);
      await answer.arrayBuffer();
      expect(answer.status, path).toBe(200);
    }
  }, 180_000);

  it('lists each active personal loan’s own page, and the comparator links to it', async () => {
    const category = ((await (await server.api('/categories?filter[slug]=pret-personnel')).json()) as { data: { id: string }[] }).data[0];
    const products = (await (
      await server.api(`/products?filter[categories]=${category?.id}&filter[isActive]=true&filter[isDisabled]=false&page[limit]=100`)
    ).json()) as { data: { attributes: { slug: string } }[] };
    expect(products.data.length).toBeGreaterThan(0);
    const urls = await sitemap();
    const comparator = await (await fetch(`${server.url}/pret-personnel`)).text();
    for (const product of products.data) {
      expect(urls).toContain(`https://www.pretscope.example/pret-personnel/${product.attributes.slug}`);
    }
    const linked = [...comparator.matchAll(/href="\/pret-personnel\/([^"?/]+)"/g)]
      .map((match) => match[1])
      .filter((slug) => slug !== 'demande');
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((slug) => products.data.some((product) => product.attributes.slug === slug))).toBe(true);
  });

  it('leaves out blacklisted categories and unpublished articles', async () => {
    const categories = (await (await server.api('/categories?filter[slug]=pret-auto')).json()) as { data: { id: string }[] };
    const id = categories.data[0]?.id;
    await server.api(`/categories/${id}`, {
      method: 'PATCH',
      token: server.editorToken,
      json: { data: { type: 'categories', id, attributes: { isBlacklisted: true } } },
    });
    await server.api('/articles', {
      method: 'POST',
      token: server.editorToken,
      json: { data: { type: 'articles', attributes: { title: 'Brouillon', slug: 'brouillon-sitemap', content: 'x', isPublished: false } } },
    });
    const urls = await sitemap();
    expect(urls).not.toContain('https://www.pretscope.example/pret-auto');
    expect(urls.some((url) => url.includes('brouillon-sitemap'))).toBe(false);
  });

  it('leaves out an article dated in the future, which no page shows until then (decision 0010)', async () => {
    const authors = (await (await server.api('/authors?page[limit]=1')).json()) as { data: { id: string; attributes: { slug: string } }[] };
    const author = authors.data[0]!;
    const created = await server.api('/articles', {
      method: 'POST',
      token: server.editorToken,
      json: {
        data: {
          type: 'articles',
          attributes: {
            title: 'Article à venir',
            slug: 'article-a-venir-sitemap',
            summary: 'Bientôt.',
            content: 'x',
            isPublished: true,
            publishedAt: '2099-01-01T00:00:00.000Z',
            authorId: Number(author.id),
          },
        },
      },
    });
    expect(created.status).toBe(201);
    const urls = await sitemap();
    expect(urls.some((url) => url.includes('article-a-venir-sitemap'))).toBe(false);
    expect((await fetch(`${server.url}/articles/article-a-venir-sitemap`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/articles?q=article-a-venir`)).text()).not.toContain('article-a-venir-sitemap');
    expect(await (await fetch(`${server.url}/auteurs/${author.attributes.slug}`)).text()).not.toContain('article-a-venir-sitemap');
  });
});
