import type { MarketCountry } from '../catalogue/country.ts';
import type { LeadWebhookEvent } from './lead-webhook.ts';

/** An e-mail waiting in the outbox, already written; `attach` names a document added when it is sent. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attach?: 'borrowing-guide';
  /** The requester's market, for the attached guide's credit warning; absent when it is not known. */
  guideMarket?: MarketCountry;
}

export type DeliveryPayload = { channel: 'mail'; mail: QueuedMail } | { channel: 'lead-webhook'; event: LeadWebhookEvent };

export interface NewDelivery {
  /** Unique: the same key is enqueued once; for a webhook it is also the idempotency key the partner sees. */
  key: string;
  /** The e-mail address of the person whose data the item carries, so it can be found and erased by address. */
  recipient: string;
  payload: DeliveryPayload;
  /** The mailing it counts in (batch_count), if any. */
  batchId?: number | null;
}

export interface ClaimedDelivery extends NewDelivery {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

export interface OutboxSummary {
  /** Waiting to be sent (due now or later). */
  pending: number;
  /** Of those, due now. */
  due: number;
  sent: number;
  /** Given up after the last attempt; kept with their error for the team. */
  abandoned: number;
}

/**
 * The persistent outbox of e-mails and webhooks. Items are written in the same transaction as what caused them
 * (a lead), so nothing is lost if sending fails, and claimed by the database before sending, so that two processes
 * never send the same item.
 */
export interface DeliveryOutbox {
  enqueue(items: readonly NewDelivery[], at: Date): Promise<void>;
  /**
   * Claims up to `limit` items due at `now` for `leaseMs`: each is claimed by one caller only (a claim that ran out
   * without a result, e.g. a process that died, can be claimed again).
   */
  claimDue(query: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedDelivery[]>;
  /** Sent: the claim ends and the content, no longer needed, is erased. */
  markSent(id: number, at: Date): Promise<void>;
  /** Failed: tried again from `retryAt`, or given up when it is null. */
  markFailed(id: number, failure: { at: Date; error: string; retryAt: Date | null }): Promise<void>;
  summary(now: Date): Promise<OutboxSummary>;
}
