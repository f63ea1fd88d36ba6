import {
  applyRetention,
  carryOutBackOfficeDataRequest,
  confirmDataRequest,
  describeDataRequest,
  previewPersonalData,
  requestPersonalData,
  type Actor,
  type Clock,
  type DataRequestKind,
  type MailArchive,
  type RetentionCutoffs,
  type RetentionStore,
  type RateLimiter,
  type RetentionOutcome,
  type RetentionTrigger,
  type UnitOfWork,
} from '@pretscope/core';
import { createOutboxMailArchive } from '@pretscope/mail-nodemailer';
import { createStores, type Database, type Stores } from '@pretscope/persistence-mikroorm';
import type { Config } from './config.ts';
import { randomTokens } from './link-crypto.ts';

/**
 * A person's rights over their data and the retention policy, wired: requests for a copy or an erasure (the privacy
 * page's form and its e-mailed link, or the back office), and the retention runs (RETENTION_* settings).
 */
export function createPersonalData(
  config: Config,
  { clock, database, rateLimiter }: { clock: Clock; database: Database; rateLimiter: RateLimiter },
) {
  // Without SMTP_URL every e-mail is also a .eml file in data/outbox: the outbox's retention and a person's erasure
  // reach those copies too (the erasure, every copy filed under, sent to or quoting the address). With SMTP the mail
  // server keeps its own logs, and there is nothing here.
  const archive: MailArchive | undefined = config.smtpUrl ? undefined : createOutboxMailArchive({ dir: config.outboxDir });

  /** The outbox rule removes the sent items' rows, then their .eml copies older than the same cutoff. */
  const retentionStore = (stores: Stores): RetentionStore => ({
    async apply(rule, cutoff) {
      const changed = await stores.retention.apply(rule, cutoff);
      if (rule !== 'outboxItems' || !archive) return changed;
      return changed + (await archive.purgeBefore((cutoff as RetentionCutoffs['outboxItems']).finishedBefore));
    },
  });

  /** One retention run, each on a fresh unit of work: the daily one is claimed for its day first. */
  const runRetention = (trigger: RetentionTrigger): Promise<RetentionOutcome> => {
    const stores = createStores(database.fork());
    return applyRetention({ store: retentionStore(stores), runs: stores.retentionRuns, clock, policy: config.retention }, { trigger });
  };
  return {
    /** The use cases bound to one unit of work; `queued` tells the outbox worker an e-mail is waiting. */
    useCases({ stores, unitOfWork, queued }: { stores: Stores; unitOfWork: UnitOfWork<Stores>; queued(): void }) {
      // An erasure also removes the address's .eml copies (counted with the outbox's rows), once its transaction committed.
      const linkDeps = { unitOfWork, clock, tokens: randomTokens, mailArchive: archive };
      return {
        requestPersonalData: async (input: { attributes: Record<string, unknown>; clientIp: string | null }) => {
          const result = await requestPersonalData({ ...linkDeps, rateLimiter, siteUrl: config.siteUrl }, input);
          if (result.ok) queued();
          return result;
        },
        describeDataRequest: (input: { token: string }) =>
          describeDataRequest({ dataRequests: stores.dataRequests, tokens: randomTokens, clock }, input),
        confirmDataRequest: (input: { token: string; kind?: DataRequestKind }) => confirmDataRequest(linkDeps, input),
        previewPersonalData: (input: { actor: Actor; attributes: Record<string, unknown> }) => previewPersonalData({ unitOfWork }, input),
        carryOutBackOfficeDataRequest: (input: { actor: Actor; attributes: Record<string, unknown> }) =>
          carryOutBackOfficeDataRequest({ unitOfWork, clock, mailArchive: archive }, input),
        /** The back office's « apply now »: admins only (the page checks the role), logged like the others. */
        applyRetentionNow: () => runRetention('back-office'),
      };
    },

    applyRetention: runRetention,
  };
}
