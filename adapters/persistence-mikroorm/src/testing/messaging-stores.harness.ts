import { describeMessagingStoresContract } from '@pretscope/core/testing';
import { afterAll, beforeAll } from 'vitest';
import { createStores } from '../create-stores.ts';
import { BatchCountSchema } from '../entities/batch-count-schema.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';
import { make } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

/** The core's messaging contract on one database: one database per file, emptied before each case. */
export function describeMessagingStores(name: string, open: () => Promise<TestDatabase>): void {
  let database: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    database = await open();
    const { resources } = createStores(database.fork());
    categoryId = await make(resources, 'categories', {
      name: 'Prêt hypothécaire',
      slug: 'pret-hypothecaire',
      config: { amounts: [250_000], durations: [300], amountIndex: 0, durationIndex: 0 },
    });
  });
  afterAll(async () => database?.dispose());

  describeMessagingStoresContract(name, async () => {
    const em = database.fork();
    await em.nativeDelete(DeliverySchema, {});
    await em.nativeDelete(BatchCountSchema, {});
    await em.nativeDelete(ReminderSchema, {});
    const stores = createStores(em);
    return {
      outbox: stores.outbox,
      // Another unit of work, as a second server process would have.
      otherOutbox: createStores(database.fork()).outbox,
      batches: stores.batches,
      reminders: stores.reminders,
      async addReminder(seed) {
        return make(createStores(database.fork()).resources, 'reminders', {
          email: seed.email,
          categoryId,
          amount: 250_000,
          duration: 300,
          targetRate: seed.targetRate,
          targetDate: seed.targetDate,
          consent: { given: true, text: 'J’accepte.', version: '2026-11' },
          confirmationDigest: seed.confirmationDigest,
          createdAt: seed.createdAt,
        });
      },
      async batchCounters(id) {
        const row = await database.fork().findOne(BatchCountSchema, { id });
        return row ? { batchCount: row.batchCount, countOpenings: row.countOpenings, countClick: row.countClick } : null;
      },
    };
  });
}
