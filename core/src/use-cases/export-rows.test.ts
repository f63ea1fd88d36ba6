import { describe, expect, it } from 'vitest';
import type { ResourceQuery } from '../query/resource-query.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import { ok } from '../result.ts';
import { exportColumns, exportRows, type ExportRow } from './export-rows.ts';

const admin = { userId: 1, roles: ['admin'] as const };
const editor = { userId: 2, roles: ['editor'] as const };

/** Products 1..n, listed as the real store lists them: id order, afterId, limit, count of what the filters match. */
function productStore(n: number): ResourceStore & { queries: ResourceQuery[] } {
  const records: ResourceRecord[] = Array.from({ length: n }, (_, i) => ({
    type: 'products',
    id: i + 1,
    attributes: {
      name: `Produit ${i + 1}`,
      slug: `produit-${i + 1}`,
      link: i === 0 ? 'https://pretscope.example/go' : 'https://banque.example',
      brokerLink: null,
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      comment: 'note interne',
      advertiserId: 7,
    },
    relationships: { advertiser: { type: 'announcers', id: 7 } },
  }));
  const queries: ResourceQuery[] = [];
  const unused = async () => {
    throw new Error('not used');
  };
  return {
    queries,
    async list(query) {
      queries.push(query);
      const after = records.filter((r) => query.afterId === undefined || r.id > query.afterId);
      return ok({ records: after.slice(query.page.offset, query.page.offset + query.page.limit), included: [], count: after.length });
    },
    count: unused,
    get: unused,
    create: unused,
    update: unused,
    remove: unused,
  };
}

async function collect(pages: AsyncIterable<ExportRow[]>): Promise<ExportRow[][]> {
  const all: ExportRow[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('exportRows', () => {
  it('reads every row page by page after the last id seen, with the internal fields and derived isInternal', async () => {
    const resources = productStore(7);
    const result = await exportRows(
      { resources: () => resources, siteUrl: 'https://pretscope.example' },
      { actor: admin, type: 'products', pageSize: 3 },
    );
    if (!result.ok) throw new Error(result.error.type);
    expect(result.value.total).toBe(7);
    const pages = await collect(result.value.pages);
    expect(pages.map((page) => page.map((row) => row.id))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(resources.queries.map((q) => q.afterId)).toEqual([undefined, 3, 6]);
    expect(resources.queries.every((q) => q.sort[0]?.field === 'id' && q.sort[0].direction === 'asc')).toBe(true);
    const first = pages[0]?.[0];
    expect(first).toMatchObject({
      id: 1,
      name: 'Produit 1',
      createdAt: '2025-01-01T00:00:00.000Z',
      comment: 'note interne',
      advertiserId: 7,
      isInternal: true,
    });
    expect(pages[0]?.[1]?.isInternal).toBe(false);
    expect(Object.keys(first ?? {})).toEqual(result.value.columns);
  });

  it('stops after a full last page with one more read that finds nothing', async () => {
    const resources = productStore(6);
    const result = await exportRows(
      { resources: () => resources, siteUrl: 'https://pretscope.example' },
      { actor: admin, type: 'products', pageSize: 3 },
    );
    if (!result.ok) throw new Error(result.error.type);
    expect((await collect(result.value.pages)).flat()).toHaveLength(6);
    expect(resources.queries.map((q) => q.afterId)).toEqual([undefined, 3, 6]);
  });

  it('answers an empty table with no page', async () => {
    const result = await exportRows(
      { resources: () => productStore(0), siteUrl: 'https://pretscope.example' },
      { actor: admin, type: 'products' },
    );
    if (!result.ok) throw new Error(result.error.type);
    expect(result.value.total).toBe(0);
    expect(await collect(result.value.pages)).toEqual([]);
  });

  it('refuses editors and visitors, saying whether they are signed in, before reading anything', async () => {
    const resources = productStore(3);
    expect(await exportRows({ resources: () => resources, siteUrl: 'https://x.example' }, { actor: editor, type: 'products' })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await exportRows({ resources: () => resources, siteUrl: 'https://x.example' }, { actor: null, type: 'leads' })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: false },
    });
    expect(resources.queries).toEqual([]);
  });
});

describe('exportColumns', () => {
  it('lists id, the selectable attributes without relation names, then internal fields; never a password', () => {
    expect(exportColumns('articles')).not.toContain('author');
    expect(exportColumns('articles')).toContain('authorId');
    expect(exportColumns('products').at(-1)).toBe('comment');
    expect(exportColumns('users')).toEqual(['id', 'email', 'firstName', 'lastName', 'roles']);
    expect(exportColumns('loans')[0]).toBe('id');
  });
});
