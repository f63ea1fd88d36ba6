import type { EntityManager } from '@mikro-orm/knex';
import type { UnitOfWork } from '@pretscope/core';
import { createLoanstatStore, createRateObservationStore } from './stores/mikroorm-loan-stores.js';
import { createOfferStore } from './stores/mikroorm-offer-store.js';
import { createResourceStore } from './stores/mikroorm-resource-store.js';
import { createUserCredentialStore } from './stores/mikroorm-user-credentials.js';

/** Every store of this adapter, bound to one unit of work (one request, one job, or one transaction). */
export function createStores(em: EntityManager) {
  return {
    resources: createResourceStore(em),
    offers: createOfferStore(em),
    rates: createRateObservationStore(em),
    loanstats: createLoanstatStore(em),
    credentials: createUserCredentialStore(em),
  };
}

export type Stores = ReturnType<typeof createStores>;

/** Transactions over the same stores: what the work wrote is kept if it returns, and nothing if it throws. */
export function createUnitOfWork(em: EntityManager): UnitOfWork<Stores> {
  return {
    transaction: (work) => em.transactional((transactionEm) => work(createStores(transactionEm as EntityManager))),
  };
}
