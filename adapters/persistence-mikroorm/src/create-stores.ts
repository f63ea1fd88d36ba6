import type { EntityManager } from '@mikro-orm/sql';
import type { UnitOfWork } from '@pretscope/core';
import { createChangeHistory } from './stores/mikroorm-change-history.ts';
import { createAdvertiserReportStore } from './stores/mikroorm-advertiser-reports.ts';
import { createBackOfficeReports } from './stores/mikroorm-back-office-reports.ts';
import { createDataRequestStore } from './stores/mikroorm-data-requests.ts';
import { createDeliveryOutbox } from './stores/mikroorm-delivery-outbox.ts';
import { createLoanstatStore, createRateObservationStore } from './stores/mikroorm-loan-stores.ts';
import { createOfferStore } from './stores/mikroorm-offer-store.ts';
import { createPersonalDataStore } from './stores/mikroorm-personal-data.ts';
import { createMailingBatches } from './stores/mikroorm-mailing-batches.ts';
import { createRateObservationWriter } from './stores/mikroorm-rate-observation-writer.ts';
import { createReminderStore } from './stores/mikroorm-reminder-store.ts';
import { createRetentionRuns } from './stores/mikroorm-retention-runs.ts';
import { createRetentionStore } from './stores/mikroorm-retention-store.ts';
import { createResourceStore } from './stores/mikroorm-resource-store.ts';
import { createUserCredentialStore } from './stores/mikroorm-user-credentials.ts';

/**
 * Every store of this adapter, bound to one unit of work (one request, one job, or one transaction). Each is made
 * when first asked for: a page request uses two or three of the fourteen, and making the others cost more than its
 * render's own work.
 */
export function createStores(em: EntityManager) {
  const made: Partial<Record<string, unknown>> = {};
  const once = <T>(name: string, make: (em: EntityManager) => T): T => (made[name] ??= make(em)) as T;
  return {
    get resources() {
      return once('resources', createResourceStore);
    },
    get offers() {
      return once('offers', createOfferStore);
    },
    get rates() {
      return once('rates', createRateObservationStore);
    },
    get observations() {
      return once('observations', createRateObservationWriter);
    },
    get loanstats() {
      return once('loanstats', createLoanstatStore);
    },
    get credentials() {
      return once('credentials', createUserCredentialStore);
    },
    get reports() {
      return once('reports', createBackOfficeReports);
    },
    get advertiserReports() {
      return once('advertiserReports', createAdvertiserReportStore);
    },
    get outbox() {
      return once('outbox', createDeliveryOutbox);
    },
    get batches() {
      return once('batches', createMailingBatches);
    },
    get reminders() {
      return once('reminders', createReminderStore);
    },
    get dataRequests() {
      return once('dataRequests', createDataRequestStore);
    },
    get personalData() {
      return once('personalData', createPersonalDataStore);
    },
    get retention() {
      return once('retention', createRetentionStore);
    },
    get retentionRuns() {
      return once('retentionRuns', createRetentionRuns);
    },
    /** The history of changes (decision 0019). */
    get history() {
      return once('history', createChangeHistory);
    },
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
