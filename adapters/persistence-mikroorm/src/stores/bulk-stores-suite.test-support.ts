import type { EntityManager } from '@mikro-orm/sql';
import { exportRows, frenchTypography, importRateObservations, type ExportRow } from '@pretscope/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStores, createUnitOfWork } from '../create-stores.ts';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { seedGraph } from '../testing/contract-fixtures.ts';
import type { TestDatabase } from '../testing/test-databases.ts';

const admin = { userId: 1, roles: ['admin'] as const };

async function* lines(rows: string[][]) {
  for (const [index, cells] of rows.entries()) yield { line: index + 1, cells };
}

/** Whole-table reads (keyset pages) and bulk writes (imports), on a database of the given kind. */
export function describeBulkStores(open: () => Promise<TestDatabase>): void {
  let db: TestDatabase;
  let graph: Awaited<ReturnType<typeof seedGraph>>;
  const em = (): EntityManager => db.fork();

  beforeAll(async () => {
    db = await open();
    graph = await seedGraph(createStores(em()).resources);
  }, 60_000);
  afterAll(async () => {
    await db?.dispose();
  }, 60_000);

  it('lists the records after an id (keyset paging), without counting, with the other filters', async () => {
    const { resources } = createStores(em());
    const ids = [graph.products.home, graph.products.variable, graph.products.consumer].sort((a, b) => a - b);
    const page = await resources.list({
      type: 'products',
      filter: {},
      sort: [{ field: 'id', direction: 'asc' }],
      page: { offset: 0, limit: 10 },
      include: [],
      afterId: ids[0],
    });
    expect(page.ok && page.value.records.map((r) => r.id)).toEqual(ids.slice(1));
    expect(page.ok && page.value.count).toBe(-1);
    const filtered = await resources.list({
      type: 'products',
      filter: { isSponsored: ['true'] },
      sort: [{ field: 'id', direction: 'asc' }],
      page: { offset: 0, limit: 10 },
      include: [],
      afterId: 0,
    });
    expect(filtered.ok && filtered.value.records.map((r) => r.id)).toEqual([graph.products.variable]);
    const none = await resources.list({
      type: 'products',
      filter: {},
      sort: [],
      page: { offset: 0, limit: 10 },
      include: [],
      afterId: ids[2],
    });
    expect(none.ok && none.value.records).toEqual([]);
  });

  it('exports a whole table through the store, page after page, with every row once', async () => {
    const forks: EntityManager[] = [];
    const result = await exportRows(
      { resources: () => createStores(forks[forks.push(em()) - 1] as EntityManager).resources, siteUrl: 'https://pretscope.example' },
      { actor: admin, type: 'announcers', pageSize: 2 },
    );
    if (!result.ok) throw new Error(result.error.type);
    const rows: ExportRow[] = [];
    for await (const page of result.value.pages) rows.push(...page);
    expect(rows.map((row) => row.slug).sort()).toEqual(['banque-alpha', 'banque-beta', 'courtier-gamma']);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id as number)].sort((a, b) => a - b));
    expect(result.value.total).toBe(3);
    expect(typeof rows[0]?.createdAt).toBe('string');
    // One unit of work per page: nothing read is kept from one page to the next.
    expect(forks).toHaveLength(2);
    expect(new Set(forks).size).toBe(2);
  });

  it('writes observations in bulk: kept when the transaction returns, gone when it throws', async () => {
    const day = new Date(Date.UTC(2025, 5, 1));
    const before = await em().count(RateObservationSchema, {});
    const written = await createUnitOfWork(em()).transaction(({ observations }) =>
      observations.add([
        { productId: graph.products.home, rate: 3.21, amount: 250_000, duration: 240, createdAt: day },
        { productId: graph.products.variable, rate: 3.05, amount: 250_000, duration: 300, createdAt: day },
      ]),
    );
    expect(written).toBe(2);
    const stored = await em().find(RateObservationSchema, { rate: 3.21 });
    expect(stored.map((observation) => [observation.amount, observation.duration, observation.createdAt.toISOString()])).toEqual([
      [250_000, 240, day.toISOString()],
    ]);
    await expect(
      createUnitOfWork(em()).transaction(async ({ observations }) => {
        await observations.add([{ productId: graph.products.home, rate: 9.99, amount: 1000, duration: 12, createdAt: day }]);
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect(await em().count(RateObservationSchema, { rate: 9.99 })).toBe(0);
    expect(await em().count(RateObservationSchema, {})).toBe(before + 2);
  });

  it('imports a file’s valid lines by product id or slug and rejects unknown products', async () => {
    const fork = em();
    const stores = createStores(fork);
    const result = await importRateObservations(
      { resources: stores.resources, rates: stores.rates, unitOfWork: createUnitOfWork(fork) },
      {
        records: lines([
          ['product', 'amount', 'duration', 'rate', 'date'],
          [String(graph.products.home), '300000', '300', '3,33', '2025-06-02'],
          ['gamma-perso-express', '15000', '60', '6,66', '02/06/2025'],
          ['pas-un-produit', '15000', '60', '6', '2025-06-02'],
        ]),
      },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { read: 3, imported: 2, rejected: [{ line: 4, reasons: [frenchTypography('Produit inconnu : « pas-un-produit ».')] }] },
    });
    const imported = await em().find(RateObservationSchema, { rate: { $in: [3.33, 6.66] } }, { orderBy: { rate: 'asc' } });
    expect(imported.map((observation) => [observation.product.id, observation.amount, observation.duration])).toEqual([
      [graph.products.home, 300_000, 300],
      [graph.products.consumer, 15_000, 60],
    ]);
  });
}
