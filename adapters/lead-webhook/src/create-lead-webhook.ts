import { err, ok, type LeadWebhook } from '@pretscope/core';
import { IDEMPOTENCY_HEADER, signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature.ts';

export interface LeadWebhookOptions {
  /** LEAD_WEBHOOK_URL: the partner's endpoint. */
  url: string;
  /** LEAD_WEBHOOK_SECRET: shared with the partner, for the HMAC-SHA256 signature. */
  secret: string;
  /** How long the partner has to answer; the outbox tries again after. */
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Hands a lead to the partner as a signed JSON POST. A 2xx answer is a delivery; so is 409, which a partner
 * answers for an idempotency key it already has (our earlier attempt did arrive). Anything else — another status,
 * no answer within the timeout, a refused connection — is a failure the outbox retries with the same key.
 */
export function createLeadWebhook({ url, secret, timeoutMs = 10_000, now = () => new Date() }: LeadWebhookOptions): LeadWebhook {
  return {
    async deliver({ idempotencyKey, event }) {
      const body = JSON.stringify(event);
      const timestamp = Math.floor(now().getTime() / 1000);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Pretscope-Webhook/1.0',
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
            [IDEMPOTENCY_HEADER]: idempotencyKey,
          },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The answer's body is not needed; reading it frees the connection.
        const text = (await response.text()).slice(0, 200);
        if (response.ok || response.status === 409) return ok(undefined);
        return err({
          type: 'webhook/failed',
          status: response.status,
          detail: text.trim() || response.statusText || 'réponse sans détail',
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return err({
          type: 'webhook/failed',
          status: null,
          detail: timedOut ? `pas de réponse en ${timeoutMs} ms` : (cause?.code ?? cause?.message ?? (error as Error).message),
        });
      }
    },
  };
}
