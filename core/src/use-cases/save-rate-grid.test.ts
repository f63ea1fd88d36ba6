import { describe, expect, it } from 'vitest';
import type { NewRateObservation, RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok } from '../result.ts';
import { createInMemoryLoanStores } from '../testing/in-memory-loan-stores.ts';
import { readRateGrid } from './read-rate-grid.ts';
import { saveRateGrid } from './save-rate-grid.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Product 1 in categories 10 and 11, whose grids together are 2 amounts × 2 durations. */
function catalogue(): ResourceStore {
  const unused = async () => {
    throw new Error('not used');
  };
  const categories = [
    { type: 'categories' as const, id: 10, attributes: { config: { amounts: [100_000], durations: [120, 240] } }, relationships: {} },
    { type: 'categories' as const, id: 11, attributes: { config: { amounts: [200_000], durations: [240] } }, relationships: {} },
  ];
  return {
    async get(type, id) {
      if (type !== 'products' || id !== 1) return err({ type: 'resource/not-found' as const, resourceType: type, id });
      return ok({ record: { type: 'products', id: 1, attributes: { categories: [10, 11] }, relationships: {} }, included: [] });
    },
    async list(query) {
      const found = categories.filter((category) => query.filter.id?.includes(String(category.id)));
      return ok({ records: found, included: [], count: found.length });
    },
    count: unused,
    create: unused,
    update: unused,
    remove: unused,
  } as ResourceStore;
}

function setup() {
  const loans = createInMemoryLoanStores([{ productId: 1, rate: 3.1, observedAt: day('2026-02-01'), amount: 100_000, duration: 120 }]);
  const transactions: NewRateObservation[][] = [];
  const unitOfWork: UnitOfWork<{ observations: RateObservationWriter }> = {
    async transaction(work) {
      const written: NewRateObservation[] = [];
      const result = await work({ observations: { add: async (rows) => written.push(...rows) } });
      transactions.push(written);
      for (const row of written) loans.observe({ ...row, observedAt: row.createdAt });
      return result;
    },
  };
  return { deps: { resources: catalogue(), rates: loans.rates, unitOfWork }, transactions };
}

describe('readRateGrid and saveRateGrid', () => {
  it('reads the grid of the product’s categories with its latest rates', async () => {
    const { deps } = setup();
    const grid = await readRateGrid(deps, { productId: 1 });
    if (!grid.ok) throw new Error(grid.error.type);
    expect(grid.value.amounts).toEqual([100_000, 200_000]);
    expect(grid.value.durations).toEqual([120, 240]);
    expect(grid.value.rows.map((row) => row.map((cell) => cell.rate))).toEqual([
      [3.1, null],
      [null, null],
    ]);
    expect(await readRateGrid(deps, { productId: 2 })).toEqual({ ok: false, error: { type: 'product/not-found' } });
  });

  it('writes the changed cells as one batch of one day, in one transaction, and answers the new grid', async () => {
    const { deps, transactions } = setup();
    const saved = await saveRateGrid(deps, {
      productId: 1,
      cells: { '100000x120': '3,1', '100000x240': '3,3', '200000x120': '', '200000x240': '3.4' },
      day: '2026-03-01',
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    expect(saved.value.written).toBe(2);
    expect(transactions).toEqual([
      [
        { productId: 1, amount: 100_000, duration: 240, rate: 3.3, createdAt: day('2026-03-01') },
        { productId: 1, amount: 200_000, duration: 240, rate: 3.4, createdAt: day('2026-03-01') },
      ],
    ]);
    expect(saved.value.grid.rows.map((row) => row.map((cell) => cell.rate))).toEqual([
      [3.1, 3.3],
      [null, 3.4],
    ]);
  });

  it('writes nothing when a cell is refused, nor when nothing changed', async () => {
    const { deps, transactions } = setup();
    const refused = await saveRateGrid(deps, { productId: 1, cells: { '100000x240': '3,3', '200000x240': 'trois' }, day: '2026-03-01' });
    expect(refused).toMatchObject({ ok: false, error: { type: 'grid/invalid', cells: { '200000x240': expect.any(String) } } });
    const unchanged = await saveRateGrid(deps, { productId: 1, cells: { '100000x120': '3,10' }, day: '2026-03-01' });
    expect(unchanged).toMatchObject({ ok: true, value: { written: 0 } });
    expect(transactions).toEqual([]);
  });
});
