import {
  DEFAULT_RETRY_POLICY,
  checkPreview,
  previewPath,
  confirmReminder,
  countMailOpening,
  deliverDueItems,
  followMailLink,
  openRecap,
  requestEbook,
  sealRecap,
  sendRateReminders,
  submitLead,
  submitReminder,
  unsubscribeReminder,
  type Actor,
  type Clock,
  type CompareOffersInput,
  type ComparedOffers,
  type DeliveryRun,
  type MarketCountry,
  type PreviewKind,
  type RequestRecap,
  type RetryPolicy,
  type UnitOfWork,
} from '@pretscope/core';
import { randomBytes } from 'node:crypto';
import { createGuideRenderer } from '@pretscope/ebook-pdfkit';
import { createLeadWebhook } from '@pretscope/lead-webhook';
import { createOutboxMailer, createSmtpMailer } from '@pretscope/mail-nodemailer';
import type { Stores } from '@pretscope/persistence-mikroorm';
import type { Config } from './config.ts';
import { createHmacUrlSigner, randomTokens } from './link-crypto.ts';

/** How the outbox is worked; tests shorten every wait. */
export interface MessagingTiming {
  retry: RetryPolicy;
  /** How long a claimed item is reserved for the process that claimed it (far above any send's timeout). */
  leaseMs: number;
  /** Items one pass claims at most. */
  batchSize: number;
  smtpTimeoutMs: number;
  webhookTimeoutMs: number;
}

export const DEFAULT_MESSAGING_TIMING: MessagingTiming = {
  retry: DEFAULT_RETRY_POLICY,
  leaseMs: 120_000,
  batchSize: 10,
  smtpTimeoutMs: 20_000,
  webhookTimeoutMs: 10_000,
};

/**
 * The outbox's timing for a configuration: the defaults, with the first retry's wait from OUTBOX_RETRY_SECONDS and
 * the mail server's timeout from SMTP_TIMEOUT_SECONDS.
 */
export function messagingTimingFor(config: Pick<Config, 'outboxRetrySeconds' | 'smtpTimeoutSeconds'>): MessagingTiming {
  return {
    ...DEFAULT_MESSAGING_TIMING,
    retry: { ...DEFAULT_MESSAGING_TIMING.retry, baseMs: config.outboxRetrySeconds * 1_000 },
    smtpTimeoutMs: config.smtpTimeoutSeconds * 1_000,
  };
}

/**
 * E-mail, the partner's webhook, the guide and the mail links, from the configuration: SMTP when SMTP_URL is set,
 * else .eml files in data/outbox; the webhook only with LEAD_WEBHOOK_URL and its secret.
 */
export function createMessaging(
  config: Config,
  { clock, serverSecret, timing = messagingTimingFor(config) }: { clock: Clock; serverSecret: string; timing?: MessagingTiming },
) {
  const smtp = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, timeoutMs: timing.smtpTimeoutMs })
    : undefined;
  const mailer = smtp ?? createOutboxMailer({ dir: config.outboxDir, from: config.mailFrom, now: () => clock.now() });
  const webhook =
    config.leadWebhookUrl && config.leadWebhookSecret
      ? createLeadWebhook({ url: config.leadWebhookUrl, secret: config.leadWebhookSecret, timeoutMs: timing.webhookTimeoutMs })
      : undefined;
  const guide = createGuideRenderer();
  const signer = createHmacUrlSigner(serverSecret);
  const siteUrl = config.siteUrl;

  return {
    timing,
    /** Where e-mails and consolidation requests go, for the start-up message (no credentials in it). */
    description: `${config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `fichiers .eml dans ${config.outboxDir}`} ; partenaire : ${config.leadWebhookUrl ? new URL(config.leadWebhookUrl).host : 'non configuré'}`,

    /** One pass of the outbox on a fresh unit of work. */
    deliverDueItems(stores: Stores): Promise<DeliveryRun> {
      return deliverDueItems(
        { outbox: stores.outbox, mailer, webhook, guide, batches: stores.batches, clock, random: Math.random, policy: timing.retry },
        { limit: timing.batchSize, leaseMs: timing.leaseMs },
      );
    },

    /** The use cases of the requests, reminders and mailings, bound to one unit of work. */
    useCases({
      stores,
      unitOfWork,
      compareOffers,
      queued,
    }: {
      stores: Stores;
      unitOfWork: UnitOfWork<Stores>;
      compareOffers(input: CompareOffersInput): Promise<ComparedOffers>;
      queued(): void;
    }) {
      const leadDeps = {
        unitOfWork,
        clock,
        signer,
        siteUrl,
        teamEmail: config.teamEmail,
        partnerWebhook: webhook !== undefined,
        randomBytes: (size: number) => new Uint8Array(randomBytes(size)),
        products: stores.resources,
      };
      const trackingDeps = { batches: stores.batches, signer, siteUrl };
      // Items just put in the outbox go out at once rather than at the next pass.
      const thenQueued = async <T extends { ok: boolean }>(result: Promise<T>) => {
        const answer = await result;
        if (answer.ok) queued();
        return answer;
      };
      return {
        submitLead: (input: { actor: Actor; attributes: Record<string, unknown> }) => thenQueued(submitLead(leadDeps, input)),
        requestEbook: (input: { actor: Actor; attributes: Record<string, unknown>; country?: MarketCountry }) =>
          thenQueued(requestEbook(leadDeps, input)),
        submitReminder: (input: { actor: Actor; attributes: Record<string, unknown> }) =>
          thenQueued(submitReminder({ unitOfWork, clock, tokens: randomTokens, siteUrl }, input)),
        confirmReminder: (input: { token: string }) => confirmReminder({ reminders: stores.reminders, tokens: randomTokens, clock }, input),
        unsubscribeReminder: (input: { reminderId: number; signature: string }) =>
          unsubscribeReminder({ reminders: stores.reminders, signer, clock }, input),
        sendRateReminders: () => sendRateReminders({ reminders: stores.reminders, unitOfWork, compareOffers, signer, siteUrl, clock }),
        countMailOpening: (input: { batchId: number; signature: string }) => countMailOpening(trackingDeps, input),
        followMailLink: (input: { batchId: number; signature: string; path: string }) => followMailLink(trackingDeps, input),
        sealRequestRecap: (recap: RequestRecap) => sealRecap(signer, recap, clock.now()),
        openRequestRecap: (sealed: string | null | undefined) => openRecap(signer, sealed, clock.now()),
        previewPath: (kind: PreviewKind, id: number) => previewPath(signer, kind, id, clock.now()),
        checkPreview: (request: { kind: string; id: string; expire: string | null; signature: string | null }) =>
          checkPreview(signer, request, clock.now()),
      };
    },

    close() {
      smtp?.close();
    },
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
