import type { EntityManager } from '@mikro-orm/knex';
import type { UnitOfWork } from '@pretscope/core';
import { createBackOfficeReports } from './stores/mikroorm-back-office-reports.js';
import { createDataRequestStore } from './stores/mikroorm-data-requests.js';
import { createDeliveryOutbox } from './stores/mikroorm-delivery-outbox.js';
import { createLoanstatStore, createRateObservationStore } from './stores/mikroorm-loan-stores.js';
import { createOfferStore } from './stores/mikroorm-offer-store.js';
import { createPersonalDataStore } from './stores/mikroorm-personal-data.js';
import { createMailingBatches } from './stores/mikroorm-mailing-batches.js';
import { createRateObservationWriter } from './stores/mikroorm-rate-observation-writer.js';
import { createReminderStore } from './stores/mikroorm-reminder-store.js';
import { createRetentionRuns } from './stores/mikroorm-retention-runs.js';
import { createRetentionStore } from './stores/mikroorm-retention-store.js';
import { createResourceStore } from './stores/mikroorm-resource-store.js';
import { createUserCredentialStore } from './stores/mikroorm-user-credentials.js';

/** Every store of this adapter, bound to one unit of work (one request, one job, or one transaction). */
export function createStores(em: EntityManager) {
  return {
    resources: createResourceStore(em),
    offers: createOfferStore(em),
    rates: createRateObservationStore(em),
    observations: createRateObservationWriter(em),
    loanstats: createLoanstatStore(em),
    credentials: createUserCredentialStore(em),
    reports: createBackOfficeReports(em),
    outbox: createDeliveryOutbox(em),
    batches: createMailingBatches(em),
    reminders: createReminderStore(em),
    dataRequests: createDataRequestStore(em),
    personalData: createPersonalDataStore(em),
    retention: createRetentionStore(em),
    retentionRuns: createRetentionRuns(em),
  };
}

export type Stores = ReturnType<typeof createStores>;

/** Transactions over the same stores: what the work wrote is kept if it returns, and nothing if it throws. */
export function createUnitOfWork(em: EntityManager): UnitOfWork<Stores> {
  return {
    transaction: (work) => em.transactional((transactionEm) => work(createStores(transactionEm as EntityManager))),
  };
}
