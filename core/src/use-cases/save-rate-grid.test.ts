import { describe, expect, it } from 'vitest';
import type { NewChangeEntry } from '../history/change-entry.ts';
import type { ChangeHistory } from '../ports/change-history.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { NewRateObservation, RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok } from '../result.ts';
import { createInMemoryLoanStores } from '../testing/in-memory-loan-stores.ts';
import { rateGridVersion } from '../catalogue/rate-version.ts';
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
  const unitOfWork: UnitOfWork<{ observations: RateObservationWriter; rates: typeof loans.rates }> = {
    async transaction(work) {
      const written: NewRateObservation[] = [];
      const result = await work({
        observations: { add: async (rows) => written.push(...rows), lockRates: async () => {} },
        rates: loans.rates,
      });
      transactions.push(written);
      for (const row of written) loans.observe({ ...row, observedAt: row.createdAt });
      return result;
    },
  };
  return { deps: { resources: catalogue(), rates: loans.rates, unitOfWork }, transactions };
}

/** The version of the grid as setup() makes it: one rate, at 100 000 € over 120 months. */
const READ = '1|100000|120=3.1;1|100000|240=;1|200000|120=;1|200000|240=';

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
      version: READ,
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
    const refused = await saveRateGrid(deps, {
      productId: 1,
      cells: { '100000x240': '3,3', '200000x240': 'trois' },
      day: '2026-03-01',
      version: READ,
    });
    expect(refused).toMatchObject({ ok: false, error: { type: 'grid/invalid', cells: { '200000x240': expect.any(String) } } });
    const unchanged = await saveRateGrid(deps, { productId: 1, cells: { '100000x120': '3,10' }, day: '2026-03-01', version: READ });
    expect(unchanged).toMatchObject({ ok: true, value: { written: 0 } });
    expect(transactions).toEqual([]);
  });

  it('reads the version its form carries: the rates it shows, the same text for the same rates', async () => {
    const { deps } = setup();
    const grid = await readRateGrid(deps, { productId: 1 });
    if (!grid.ok) throw new Error(grid.error.type);
    expect(rateGridVersion(1, grid.value)).toBe(READ);
  });

  it('refuses a save made against a grid changed since it was read, naming the cells changed meanwhile, and writes nothing', async () => {
    const { deps, transactions } = setup();
    // Two editors read the grid; the first saves two cells.
    const first = await saveRateGrid(deps, {
      productId: 1,
      cells: { '100000x120': '3,2', '200000x240': '3,4' },
      day: '2026-03-01',
      version: READ,
    });
    expect(first).toMatchObject({ ok: true, value: { written: 2 } });
    // The second, still on the grid as read, saves another cell: refused, nothing written, the two cells named.
    const second = await saveRateGrid(deps, {
      productId: 1,
      cells: { '100000x120': '3,1', '100000x240': '3,3', '200000x120': '', '200000x240': '' },
      day: '2026-03-02',
      version: READ,
    });
    if (second.ok || second.error.type !== 'grid/stale') throw new Error(JSON.stringify(second));
    expect(second.error.changed).toEqual([
      { productId: 1, amount: 100_000, duration: 120, was: 3.1, now: 3.2 },
      { productId: 1, amount: 200_000, duration: 240, was: null, now: 3.4 },
    ]);
    expect(second.error.message).toBe(
      'Depuis que vous avez ouvert la grille, 2\u00a0taux ont été modifiés par un autre enregistrement\u00a0: ' +
        '100\u202f000\u00a0€ sur 120\u00a0mois (3,1\u00a0% → 3,2\u00a0%)\u202f; 200\u202f000\u00a0€ sur 240\u00a0mois (aucun taux → 3,4\u00a0%). ' +
        'Rien n’a été enregistré\u00a0: vérifiez ces taux puis enregistrez à nouveau.',
    );
    expect(transactions).toHaveLength(1);
    // Read again, the grid saves.
    const fresh = await readRateGrid(deps, { productId: 1 });
    if (!fresh.ok) throw new Error(fresh.error.type);
    const third = await saveRateGrid(deps, {
      productId: 1,
      cells: { '100000x240': '3,3' },
      day: '2026-03-02',
      version: rateGridVersion(1, fresh.value),
    });
    expect(third).toMatchObject({ ok: true, value: { written: 1 } });
  });

  it('checks the version again in the transaction that writes: a save committed just before it got the lock refuses it', async () => {
    const loans = createInMemoryLoanStores([{ productId: 1, rate: 3.1, observedAt: day('2026-02-01'), amount: 100_000, duration: 120 }]);
    // Another editor's save is committed after this save's first check, while it waits for the product's lock.
    const unitOfWork: typeof loans.unitOfWork = {
      async transaction(work) {
        await loans.unitOfWork.transaction(({ observations }) =>
          observations.add([{ productId: 1, rate: 3.4, amount: 200_000, duration: 240, createdAt: day('2026-03-01') }]),
        );
        return loans.unitOfWork.transaction(work);
      },
    };
    const saved = await saveRateGrid(
      { resources: catalogue(), rates: loans.rates, unitOfWork },
      { productId: 1, cells: { '100000x240': '3,3' }, day: '2026-03-02', version: READ },
    );
    if (saved.ok || saved.error.type !== 'grid/stale') throw new Error(JSON.stringify(saved));
    expect(saved.error.changed).toEqual([{ productId: 1, amount: 200_000, duration: 240, was: null, now: 3.4 }]);
    // The grid it answers is the one read under the lock.
    expect(saved.error.grid.rows[1]?.[1]?.rate).toBe(3.4);
    expect((await loans.rates.latestRates([1])).map((rate) => rate.rate)).toEqual([3.1, 3.4]);
  });

  it('refuses a form without a version, or with an altered one, when the grid has rates', async () => {
    const { deps, transactions } = setup();
    for (const version of ['', 'n’importe quoi'])
      expect(await saveRateGrid(deps, { productId: 1, cells: { '100000x240': '3,3' }, day: '2026-03-01', version })).toMatchObject({
        ok: false,
        error: { type: 'grid/stale' },
      });
    expect(transactions).toEqual([]);
  });

  it('records a staff member’s save in the history, in its transaction: one entry on the product with each changed cell’s rate before and after', async () => {
    const { deps } = setup();
    const recorded: NewChangeEntry[] = [];
    const actor = { userId: 7, email: 'claire@pretscope.example', name: 'Claire Weber' };
    const unitOfWork: UnitOfWork<{
      observations: RateObservationWriter;
      rates: Pick<RateObservationStore, 'latestRates'>;
      history: Pick<ChangeHistory, 'record'>;
    }> = {
      transaction: (work) =>
        deps.unitOfWork.transaction((stores) =>
          work({ ...stores, history: { record: async (entry) => (recorded.push(entry), { ...entry, id: recorded.length }) } }),
        ),
    };
    const at = new Date('2026-03-01T10:00:00.000Z');
    const saved = await saveRateGrid(
      { ...deps, unitOfWork, recording: { actor: async () => actor, clock: { now: () => at } } },
      { productId: 1, cells: { '100000x120': '3,2', '200000x240': '3,4', '100000x240': '' }, day: '2026-03-01', version: READ },
    );
    expect(saved).toMatchObject({ ok: true, value: { written: 2 } });
    expect(recorded).toEqual([
      {
        resourceType: 'products',
        resourceId: 1,
        action: 'rates',
        actor,
        at,
        previous: { '100000x120': 3.1, '200000x240': null },
        next: { '100000x120': 3.2, '200000x240': 3.4, source: 'grille', firstDay: '2026-03-01', lastDay: '2026-03-01', observations: 2 },
        changedFields: ['100000x120', '200000x240'],
        restoredFrom: null,
        parent: null,
      },
    ]);
  });

  it('computes the product’s statistics again after a written batch, as « Recalculer » does, and not when nothing was written', async () => {
    const { deps } = setup();
    const recomputed: number[] = [];
    const withRecompute = { ...deps, recompute: async (productId: number) => recomputed.push(productId) };
    await saveRateGrid(withRecompute, { productId: 1, cells: { '100000x120': '3,1' }, day: '2026-03-01', version: READ });
    await saveRateGrid(withRecompute, { productId: 1, cells: { '100000x240': 'trois' }, day: '2026-03-01', version: READ });
    expect(recomputed).toEqual([]);
    await saveRateGrid(withRecompute, { productId: 1, cells: { '100000x240': '3,3' }, day: '2026-03-01', version: READ });
    expect(recomputed).toEqual([1]);
  });
});
