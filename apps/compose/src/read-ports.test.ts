import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiType, ResourceRecord } from '@pretscope/core';
import { readConfig } from './config.ts';
import { createContainer, type Container } from './create-container.ts';

/** Between two of the demo articles' publication dates (2026-09-22 and 2026-11-03). */
const NOW = new Date('2026-10-01T08:00:00Z');

/** Every record of a type through the generic store, as staff read it. */
async function everything(container: Container, type: ApiType): Promise<ResourceRecord[]> {
  const page = await container
    .requestScope()
    .stores.resources.list({ type, filter: {}, sort: [{ field: 'id', direction: 'asc' }], page: { offset: 0, limit: 100 }, include: [] });
  if (!page.ok) throw new Error(page.error.type);
  return page.value.records;
}

describe('the read ports through the composition root, on the demo data (SQLite)', () => {
  let container: Container;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pretscope-read-ports-'));
    container = await createContainer(readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-password-for-tests' }, dataDir), {
      clock: { now: () => NOW },
    });
    await container.prepare();
  });
  afterAll(async () => {
    await container?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each request its own readers', () => {
    const [one, two] = [container.requestScope().readers, container.requestScope().readers];
    expect(one.catalog).not.toBe(two.catalog);
    expect(one.content).not.toBe(two.content);
  });

  it('lists what the visibility rule lets through, as the generic store’s records say', async () => {
    const { catalog } = container.requestScope().readers;
    const categories = await everything(container, 'categories');
    expect((await catalog.categories()).map((c) => c.slug).sort()).toEqual(
      categories
        .filter((c) => c.attributes.isBlacklisted === false)
        .map((c) => String(c.attributes.slug))
        .sort(),
    );
    const advertisers = await everything(container, 'announcers');
    expect((await catalog.advertisers()).map((entry) => entry.advertiser.slug).sort()).toEqual(
      advertisers
        .filter((a) => a.attributes.isIndexed === true)
        .map((a) => String(a.attributes.slug))
        .sort(),
    );
  });

  it('reads the articles at the container’s clock: one dated after it stays hidden', async () => {
    const { content } = container.requestScope().readers;
    const articles = await everything(container, 'articles');
    const due = articles.filter(
      (a) => a.attributes.isPublished === true && (a.attributes.publishedAt === null || (a.attributes.publishedAt as Date) <= NOW),
    );
    expect(due.length).toBeGreaterThan(0);
    expect(due.length).toBeLessThan(articles.length);
    const page = await content.articles({ page: { offset: 0, limit: 100 } });
    expect(page.count).toBe(due.length);
    const later = articles.find((a) => !due.includes(a));
    expect(await content.articleBySlug(String(later?.attributes.slug))).toBeNull();
  });
});
