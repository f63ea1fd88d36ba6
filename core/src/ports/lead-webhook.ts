import type { Result } from '../result.ts';

/** What the partner receives for a consolidation request: the lead as the visitor sent it, and when. */
export interface LeadWebhookEvent {
  event: 'lead.created';
  lead: {
    id: number;
    kind: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    country: string;
    amount: number | null;
    duration: number | null;
    /** The product the visitor asked about, when they came from its page. */
    product: string | null;
    /** What the visitor quotes about the request (`PS-7K3M-Q9XD`). */
    reference: string | null;
    message: string;
    /** The consent's wording version the visitor agreed to (GDPR art. 7(1)). */
    consentVersion: string;
    createdAt: string;
  };
}

export type LeadWebhookError = {
  type: 'webhook/failed';
  /** The partner's HTTP status, or null when it did not answer (refused connection, timeout). */
  status: number | null;
  detail: string;
};

/**
 * Hands a lead to the partner (a signed JSON POST in production). The idempotency key is the same on every attempt
 * for one lead, so the partner can drop a copy it already has.
 */
export interface LeadWebhook {
  deliver(input: { idempotencyKey: string; event: LeadWebhookEvent }): Promise<Result<void, LeadWebhookError>>;
}
