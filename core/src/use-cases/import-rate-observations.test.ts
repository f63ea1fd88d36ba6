import { describe, expect, it } from 'vitest';
import type { NewChangeEntry } from '../history/change-entry.ts';
import type { ChangeHistory } from '../ports/change-history.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { NewRateObservation, RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { ResourceQuery } from '../query/resource-query.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { ok } from '../result.ts';
import { createInMemoryLoanStores } from '../testing/in-memory-loan-stores.ts';
import { importRateObservations, MAX_REPORTED_REJECTIONS, RATE_IMPORT_WRITE_BATCH } from './import-rate-observations.ts';

/** Products 1 ('credit-immo') and 2 ('pret-perso'), found by id or slug as the real store filters them. */
function products(): ResourceStore & { queries: ResourceQuery[] } {
  const rows = [
    { type: 'products' as const, id: 1, attributes: { slug: 'credit-immo', name: 'Crédit immo' }, relationships: {} },
    { type: 'products' as const, id: 2, attributes: { slug: 'pret-perso', name: 'Prêt perso' }, relationships: {} },
  ];
  const queries: ResourceQuery[] = [];
  const unused = async () => {
    throw new Error('not used');
  };
  return {
    queries,
    async list(query) {
      queries.push(query);
      const found = rows.filter(
        (r) =>
          (query.filter.id ?? [String(r.id)]).includes(String(r.id)) &&
          (query.filter.slug ?? [r.attributes.slug]).includes(r.attributes.slug),
      );
      return ok({ records: found, included: [], count: found.length });
    },
    count: unused,
    get: unused,
    create: unused,
    update: unused,
    remove: unused,
  };
}

/** Records each transaction's writes, kept only when the work returns (as a real one would). */
function transactions(within: Pick<RateObservationStore, 'latestRates'> = rates): UnitOfWork<{
  observations: RateObservationWriter;
  rates: Pick<RateObservationStore, 'latestRates'>;
}> & {
  committed: NewRateObservation[][];
} {
  const committed: NewRateObservation[][] = [];
  return {
    committed,
    async transaction(work) {
      const written: NewRateObservation[] = [];
      const result = await work({ observations: { add: async (rows) => written.push(...rows), lockRates: async () => {} }, rates: within });
      committed.push(written);
      return result;
    },
  };
}

/** The rates a line replaces: product 1 had 3,6 % at 250 000 € over 240 months. */
const rates = createInMemoryLoanStores([
  { productId: 1, rate: 3.6, observedAt: new Date(Date.UTC(2025, 0, 1)), amount: 250_000, duration: 240 },
]).rates;

async function* records(lines: string[][]) {
  for (const [index, cells] of lines.entries()) yield { line: index + 1, cells };
}

describe('importRateObservations', () => {
  it('writes the valid lines in one transaction and reports the others with their line and reasons', async () => {
    const unitOfWork = transactions();
    const result = await importRateObservations(
      { resources: products(), rates, unitOfWork },
      {
        records: records([
          ['produit', 'montant', 'durée', 'taux', 'date'],
          ['1', '250000', '240', '3,45', '2025-03-31'],
          ['pret-perso', '10000', '48', '5.9', '01/04/2025'],
          ['credit-immo', '200000', '300', 'abc', '2025-03-31'],
          ['inconnu', '10000', '48', '5', '2025-03-31'],
          ['99', '10000', '48', '5', '2025-03-31'],
        ]),
      },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        read: 5,
        valid: 2,
        imported: 2,
        rejectedCount: 3,
        rejected: [
          { line: 4, reasons: ['Le taux doit être un nombre. («\u202fabc\u202f»)'] },
          { line: 5, reasons: ['Produit inconnu\u00a0: «\u202finconnu\u202f».'] },
          { line: 6, reasons: ['Produit inconnu\u00a0: «\u202f99\u202f».'] },
        ],
        dryRun: false,
      },
    });
    expect(unitOfWork.committed).toEqual([
      [
        { productId: 1, amount: 250_000, duration: 240, rate: 3.45, createdAt: new Date(Date.UTC(2025, 2, 31)) },
        { productId: 2, amount: 10_000, duration: 48, rate: 5.9, createdAt: new Date(Date.UTC(2025, 3, 1)) },
      ],
    ]);
  });

  it('checks everything and writes nothing on a dry run', async () => {
    const unitOfWork = transactions();
    const result = await importRateObservations(
      { resources: products(), rates, unitOfWork },
      {
        records: records([
          ['product', 'amount', 'duration', 'rate', 'date'],
          ['1', '1000', '12', '3', '2025-01-01'],
        ]),
        dryRun: true,
      },
    );
    expect(result).toMatchObject({ ok: true, value: { read: 1, valid: 1, imported: 0, dryRun: true } });
    expect(unitOfWork.committed).toEqual([]);
  });

  it('refuses a file without data lines, or without the columns it needs, before any lookup', async () => {
    const resources = products();
    const unitOfWork = transactions();
    expect(await importRateObservations({ resources, rates, unitOfWork }, { records: records([]) })).toEqual({
      ok: false,
      error: { type: 'import/empty' },
    });
    expect(
      await importRateObservations(
        { resources, rates, unitOfWork },
        { records: records([['product', 'amount', 'duration', 'rate', 'date']]) },
      ),
    ).toEqual({ ok: false, error: { type: 'import/empty' } });
    expect(
      await importRateObservations(
        { resources, rates, unitOfWork },
        {
          records: records([
            ['product', 'rate'],
            ['1', '3'],
          ]),
        },
      ),
    ).toEqual({ ok: false, error: { type: 'import/missing-columns', missing: ['amount', 'duration', 'date'] } });
    expect(resources.queries).toEqual([]);
    expect(unitOfWork.committed).toEqual([]);
  });

  it('writes large files in batches inside the one transaction, reporting progress, and caps the listed rejections', async () => {
    const unitOfWork = transactions();
    const lines = [['product', 'amount', 'duration', 'rate', 'date']];
    const valid = RATE_IMPORT_WRITE_BATCH + 10;
    for (let i = 0; i < valid; i++) lines.push(['1', '1000', '12', String(1 + (i % 50) / 10), '2025-01-01']);
    for (let i = 0; i < MAX_REPORTED_REJECTIONS + 5; i++) lines.push(['1', '1000', '12', 'x', '2025-01-01']);
    const progress: [number, number][] = [];
    const result = await importRateObservations(
      { resources: products(), rates, unitOfWork },
      { records: records(lines), onWritten: (done, total) => progress.push([done, total]) },
    );
    if (!result.ok) throw new Error(result.error.type);
    expect(result.value).toMatchObject({ valid, imported: valid, rejectedCount: MAX_REPORTED_REJECTIONS + 5 });
    expect(result.value.rejected).toHaveLength(MAX_REPORTED_REJECTIONS);
    expect(result.value.rejected[0]?.line).toBe(valid + 2);
    expect(unitOfWork.committed).toHaveLength(1);
    expect(unitOfWork.committed[0]).toHaveLength(valid);
    expect(progress).toEqual([
      [RATE_IMPORT_WRITE_BATCH, valid],
      [valid, valid],
    ]);
  });

  it('writes nothing when any line is rejected, all or nothing, and still reports every line', async () => {
    const unitOfWork = transactions();
    const result = await importRateObservations(
      { resources: products(), rates, unitOfWork },
      {
        records: records([
          ['produit', 'montant', 'durée', 'taux', 'date'],
          ['1', '250000', '240', '3,45', '2025-03-31'],
          ['1', '250000', '300', '150', '2025-03-31'],
        ]),
        allOrNothing: true,
      },
    );
    expect(result).toMatchObject({ ok: true, value: { read: 2, valid: 1, imported: 0, rejectedCount: 1, dryRun: false } });
    expect(unitOfWork.committed).toEqual([]);
  });

  it('lists each valid line with the rate it replaces on a dry run, writing nothing', async () => {
    const unitOfWork = transactions();
    const result = await importRateObservations(
      { resources: products(), rates, unitOfWork },
      {
        records: records([
          ['produit', 'montant', 'durée', 'taux', 'date'],
          ['pret-perso', '10000', '48', '5,9', '2025-04-01'],
          ['credit-immo', '250000', '240', '3,45', '2025-03-31'],
        ]),
        dryRun: true,
        allOrNothing: true,
        listChanges: true,
      },
    );
    if (!result.ok) throw new Error(result.error.type);
    expect(result.value.changes).toEqual([
      {
        line: 2,
        productId: 2,
        productName: 'Prêt perso',
        amount: 10_000,
        duration: 48,
        rate: 5.9,
        createdAt: new Date(Date.UTC(2025, 3, 1)),
        previousRate: null,
        previousObservedAt: null,
      },
      {
        line: 3,
        productId: 1,
        productName: 'Crédit immo',
        amount: 250_000,
        duration: 240,
        rate: 3.45,
        createdAt: new Date(Date.UTC(2025, 2, 31)),
        previousRate: 3.6,
        previousObservedAt: new Date(Date.UTC(2025, 0, 1)),
      },
    ]);
    expect(unitOfWork.committed).toEqual([]);
  });

  it('answers the version of the rates it replaces, and refuses a confirmation made after one of them changed, writing nothing', async () => {
    const loans = createInMemoryLoanStores([
      { productId: 1, rate: 3.6, observedAt: new Date(Date.UTC(2025, 0, 1)), amount: 250_000, duration: 240 },
    ]);
    const unitOfWork = transactions(loans.rates);
    const file = [
      ['produit', 'montant', 'durée', 'taux', 'date'],
      ['pret-perso', '10000', '48', '5,9', '2025-04-01'],
      ['credit-immo', '250000', '240', '3,45', '2025-03-31'],
    ];
    const deps = { resources: products(), rates: loans.rates, unitOfWork };
    const dryRun = await importRateObservations(deps, { records: records(file), dryRun: true, allOrNothing: true, listChanges: true });
    if (!dryRun.ok) throw new Error(dryRun.error.type);
    expect(dryRun.value.version).toBe('1|250000|240=3.6;2|10000|48=');
    // Meanwhile, another editor saves 3,5 % at one of the file's points.
    loans.observe({ productId: 1, rate: 3.5, observedAt: new Date(Date.UTC(2025, 1, 1)), amount: 250_000, duration: 240 });
    const confirmed = await importRateObservations(deps, {
      records: records(file),
      allOrNothing: true,
      listChanges: true,
      expectedVersion: dryRun.value.version!,
    });
    expect(confirmed).toEqual({
      ok: false,
      error: {
        type: 'import/stale',
        changed: [{ productId: 1, amount: 250_000, duration: 240, was: 3.6, now: 3.5 }],
        message: expect.stringContaining('250\u202f000\u00a0€ sur 240\u00a0mois (3,6\u00a0% → 3,5\u00a0%)'),
      },
    });
    expect(unitOfWork.committed).toEqual([]);
    // Checked again, it imports.
    const again = await importRateObservations(deps, { records: records(file), dryRun: true, listChanges: true });
    if (!again.ok) throw new Error(again.error.type);
    const imported = await importRateObservations(deps, {
      records: records(file),
      allOrNothing: true,
      expectedVersion: again.value.version!,
    });
    expect(imported).toMatchObject({ ok: true, value: { imported: 2 } });
  });

  it('checks the version again in the transaction that writes: a save committed just before it got the lock refuses it', async () => {
    const loans = createInMemoryLoanStores([
      { productId: 1, rate: 3.6, observedAt: new Date(Date.UTC(2025, 0, 1)), amount: 250_000, duration: 240 },
    ]);
    const file = [
      ['produit', 'montant', 'durée', 'taux', 'date'],
      ['credit-immo', '250000', '240', '3,45', '2025-03-31'],
    ];
    const dryRun = await importRateObservations(
      { resources: products(), rates: loans.rates, unitOfWork: loans.unitOfWork },
      { records: records(file), dryRun: true, listChanges: true },
    );
    if (!dryRun.ok) throw new Error(dryRun.error.type);
    // Another editor's save is committed after this import's first check, while it waits for the products' lock.
    const unitOfWork: typeof loans.unitOfWork = {
      async transaction(work) {
        await loans.unitOfWork.transaction(({ observations }) =>
          observations.add([{ productId: 1, rate: 3.5, amount: 250_000, duration: 240, createdAt: new Date(Date.UTC(2025, 1, 1)) }]),
        );
        return loans.unitOfWork.transaction(work);
      },
    };
    const confirmed = await importRateObservations(
      { resources: products(), rates: loans.rates, unitOfWork },
      { records: records(file), allOrNothing: true, expectedVersion: dryRun.value.version! },
    );
    expect(confirmed).toMatchObject({ ok: false, error: { type: 'import/stale', changed: [{ productId: 1, was: 3.6, now: 3.5 }] } });
    expect(await loans.rates.ratesForProduct(1)).toEqual([3.6, 3.5]);
  });

  it('records a staff member’s import in the history: one entry per product with the rates it replaces, and none for a dry run or a refused file', async () => {
    const recorded: NewChangeEntry[] = [];
    const base = transactions();
    const unitOfWork: UnitOfWork<{
      observations: RateObservationWriter;
      rates: Pick<RateObservationStore, 'latestRates'>;
      history: Pick<ChangeHistory, 'record'>;
    }> = {
      transaction: (work) =>
        base.transaction((stores) =>
          work({ ...stores, history: { record: async (entry) => (recorded.push(entry), { ...entry, id: recorded.length }) } }),
        ),
    };
    const actor = { userId: 7, email: 'claire@pretscope.example', name: 'Claire Weber' };
    const at = new Date('2026-03-01T10:00:00.000Z');
    const deps = { resources: products(), rates, unitOfWork, recording: { actor: async () => actor, clock: { now: () => at } } };
    const file = [
      ['produit', 'montant', 'durée', 'taux', 'date'],
      ['credit-immo', '250000', '240', '3,45', '2025-03-31'],
      ['pret-perso', '10000', '48', '5,9', '2025-04-01'],
      ['credit-immo', '250000', '240', '3,4', '2025-04-30'],
    ];
    await importRateObservations(deps, { records: records(file), dryRun: true });
    await importRateObservations(deps, { records: records([...file, ['x', '1', '1', '1', '2025-01-01']]), allOrNothing: true });
    expect(recorded).toEqual([]);
    const imported = await importRateObservations(deps, { records: records(file), allOrNothing: true });
    expect(imported).toMatchObject({ ok: true, value: { imported: 3 } });
    expect(recorded).toEqual([
      {
        resourceType: 'products',
        resourceId: 1,
        action: 'rates',
        actor,
        at,
        previous: { '250000x240': 3.6 },
        next: { '250000x240': 3.4, source: 'import', firstDay: '2025-03-31', lastDay: '2025-04-30', observations: 2 },
        changedFields: ['250000x240'],
        restoredFrom: null,
        parent: null,
      },
      {
        resourceType: 'products',
        resourceId: 2,
        action: 'rates',
        actor,
        at,
        previous: { '10000x48': null },
        next: { '10000x48': 5.9, source: 'import', firstDay: '2025-04-01', lastDay: '2025-04-01', observations: 1 },
        changedFields: ['10000x48'],
        restoredFrom: null,
        parent: null,
      },
    ]);
  });

  it('computes the statistics of each product written again, once each, after the import; none for a dry run or a refused file', async () => {
    const recomputed: number[] = [];
    const deps = {
      resources: products(),
      rates,
      unitOfWork: transactions(),
      recompute: async (productId: number) => recomputed.push(productId),
    };
    const file = [
      ['produit', 'montant', 'durée', 'taux', 'date'],
      ['credit-immo', '250000', '240', '3,45', '2025-03-31'],
      ['pret-perso', '10000', '48', '5,9', '2025-04-01'],
      ['credit-immo', '250000', '240', '3,4', '2025-04-30'],
    ];
    await importRateObservations(deps, { records: records(file), dryRun: true });
    await importRateObservations(deps, { records: records([...file, ['x', '1', '1', '1', '2025-01-01']]), allOrNothing: true });
    expect(recomputed).toEqual([]);
    await importRateObservations(deps, { records: records(file), allOrNothing: true });
    expect(recomputed).toEqual([1, 2]);
  });
});
