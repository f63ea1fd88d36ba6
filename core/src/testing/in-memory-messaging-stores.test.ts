import { createInMemoryBatches, createInMemoryOutbox, createInMemoryReminders } from './in-memory-messaging-stores.ts';
import { describeMessagingStoresContract } from './messaging-stores.contract.ts';

describeMessagingStoresContract('in memory', async () => {
  const outbox = createInMemoryOutbox();
  const batches = createInMemoryBatches();
  const reminders = createInMemoryReminders();
  return {
    outbox,
    otherOutbox: outbox,
    batches,
    reminders,
    async addReminder(seed) {
      return reminders.add({
        ...seed,
        firstName: null,
        categoryId: 1,
        categorySlug: 'pret-hypothecaire',
        categoryName: 'Prêt hypothécaire',
        amount: 250_000,
        duration: 300,
        rateNotifiedAt: null,
        dateNotifiedAt: null,
        confirmedAt: null,
        unsubscribedAt: null,
      });
    },
    async batchCounters(id) {
      const batch = batches.batches.find((candidate) => candidate.id === id);
      return batch ? { batchCount: batch.batchCount, countOpenings: batch.countOpenings, countClick: batch.countClick } : null;
    },
  };
});
