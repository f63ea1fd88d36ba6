import type { Clock } from '../ports/clock.ts';
import type { RandomTokens } from '../ports/random-tokens.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import { createInMemoryBatches, createInMemoryOutbox, createInMemoryReminders } from '../testing/in-memory-messaging-stores.ts';
import { recordStore } from './use-case-fakes.test-support.ts';

/** A signer whose signatures depend on the whole value, so a changed value fails to verify. */
export const fakeSigner: UrlSigner = {
  sign: (value) => `sig${[...value].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) >>> 0, 7).toString(36)}`,
  verify: (value, signature) => fakeSigner.sign(value) === signature,
};

/** Tokens numbered in order; the digest is recognisable so a test can see only it was stored. */
export function fakeTokens(): RandomTokens {
  let serial = 0;
  return { token: () => `jeton-de-test-${String(++serial).padStart(4, '0')}`, digest: (token) => `digest(${token})` };
}

export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
}

/** The stores a messaging use case writes, with a unit of work that hands them over (no rollback needed here). */
export function messagingStores() {
  const resources = recordStore([
    { type: 'categories', id: 1, attributes: { name: 'Prêt hypothécaire', slug: 'pret-hypothecaire' }, relationships: {} },
  ]);
  const outbox = createInMemoryOutbox();
  const batches = createInMemoryBatches();
  const reminders = createInMemoryReminders();
  const stores = { resources, outbox, batches, reminders };
  const unitOfWork: UnitOfWork<typeof stores> = { transaction: (work) => work(stores) };
  return { ...stores, unitOfWork };
}

export const CONSENT = {
  given: true,
  text: 'J’accepte que Prêtscope me recontacte, comme l’explique la politique de confidentialité.',
  version: '2026-11',
} as const;
