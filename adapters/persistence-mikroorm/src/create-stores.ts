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

/**
 * Every store of this adapter, bound to one unit of work (one request, one job, or one transaction). Each is made
 * when first asked for: a page request uses two or three of the fourteen, and making the others cost more than its
 * render's own work (`npm start` runs through tsx, which names every function a factory makes, at run time).
 */
export function createStores(em: EntityManager) {
  const made: Partial<Record<string, unknown>> = {};
  const once = <T>(name: string, make: (em: EntityManager) => T): T => (made[name] ??= make(em)) as T;
  return {
    get resources() { return once('resources', createResourceStore); },
    get offers() { return once('offers', createOfferStore); },
    get rates() { return once('rates', createRateObservationStore); },
    get observations() { return once('observations', createRateObservationWriter); },
    get loanstats() { return once('loanstats', createLoanstatStore); },
    get credentials() { return once('credentials', createUserCredentialStore); },
    get reports() { return once('reports', createBackOfficeReports); },
    get outbox() { return once('outbox', createDeliveryOutbox); },
    get batches() { return once('batches', createMailingBatches); },
    get reminders() { return once('reminders', createReminderStore); },
    get dataRequests() { return once('dataRequests', createDataRequestStore); },
    get personalData() { return once('personalData', createPersonalDataStore); },
    get retention() { return once('retention', createRetentionStore); },
    get retentionRuns() { return once('retentionRuns', createRetentionRuns); },
  };
}

export type Stores = ReturnType<typeof createStores>;

/** Transactions over the same stores: what the work wrote is kept if it returns, and nothing if it throws. */
export function createUnitOfWork(em: EntityManager): UnitOfWork<Stores> {
  return {
    transaction(work) {
      return em.transactional((transactionEm) => work(createStores(transactionEm as EntityManager)));
    },
  };
}
