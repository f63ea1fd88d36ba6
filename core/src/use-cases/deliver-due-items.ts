import { GUIDE_FILENAME } from '../messages/ebook-mail.ts';
import { retryDelayMs, type RetryPolicy } from '../messaging/delivery-retry.ts';
import type { Clock } from '../ports/clock.ts';
import type { ClaimedDelivery, DeliveryOutbox, QueuedMail } from '../ports/delivery-outbox.ts';
import type { GuideRenderer } from '../ports/guide-renderer.ts';
import type { LeadWebhook } from '../ports/lead-webhook.ts';
import type { MailAttachment, Mailer } from '../ports/mailer.ts';
import type { MailingBatches } from '../ports/mailing-batches.ts';
import { err, ok, type Result } from '../result.ts';

export interface DeliverDueItemsDeps {
  outbox: DeliveryOutbox;
  mailer: Mailer;
  /** The partner's webhook; absent when LEAD_WEBHOOK_URL is not set (its items then wait). */
  webhook: LeadWebhook | undefined;
  guide: GuideRenderer;
  batches: MailingBatches;
  clock: Clock;
  /** In [0, 1): the retries' jitter. */
  random: () => number;
  policy: RetryPolicy;
}

export interface DeliveryRun {
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  retried: number;
  /** Failed for the last time (or for good), kept with their error. */
  abandoned: number;
  /** The errors of this run, one line per failed item. */
  errors: string[];
}

/**
 * One pass of the outbox worker: claims the items that are due (each by one process only), sends them at once —
 * each send is bounded by its adapter's timeout, well within the claim — and records the outcome: sent, to retry
 * after an exponential wait with jitter, or given up after the last attempt.
 */
export async function deliverDueItems(
  deps: DeliverDueItemsDeps,
  { limit = 10, leaseMs = 120_000 }: { limit?: number; leaseMs?: number } = {},
): Promise<DeliveryRun> {
  const claimed = await deps.outbox.claimDue({ now: deps.clock.now(), limit, leaseMs });
  const run: DeliveryRun = { claimed: claimed.length, sent: 0, retried: 0, abandoned: 0, errors: [] };
  await Promise.all(
    claimed.map(async (item) => {
      const outcome = await attempt(deps, item).catch((error: unknown) => failure(error instanceof Error ? error.message : String(error)));
      const at = deps.clock.now();
      if (outcome.ok) {
        await deps.outbox.markSent(item.id, at);
        if (item.batchId) await deps.batches.increment(item.batchId, 'batchCount');
        run.sent++;
        return;
      }
      const last = outcome.error.permanent || item.attempts >= deps.policy.maxAttempts;
      const retryAt = last ? null : new Date(at.getTime() + retryDelayMs(item.attempts, deps.policy, deps.random()));
      await deps.outbox.markFailed(item.id, { at, error: outcome.error.detail, retryAt });
      if (last) run.abandoned++;
      else run.retried++;
      run.errors.push(`${item.key} (essai ${item.attempts})\u00a0: ${outcome.error.detail}`);
    }),
  );
  return run;
}

type Failure = { type: 'delivery/failed'; detail: string; permanent: boolean };

function failure(detail: string, permanent = false) {
  return err<Failure>({ type: 'delivery/failed', detail, permanent });
}

async function attempt(deps: DeliverDueItemsDeps, item: ClaimedDelivery): Promise<Result<void, Failure>> {
  const { payload } = item;
  if (payload.channel === 'lead-webhook') {
    if (!deps.webhook) return failure('LEAD_WEBHOOK_URL n’est pas configuré\u00a0: la demande attend qu’il le soit.');
    const delivered = await deps.webhook.deliver({ idempotencyKey: item.key, event: payload.event });
    return delivered.ok
      ? ok(undefined)
      : failure(delivered.error.status ? `HTTP ${delivered.error.status}\u00a0: ${delivered.error.detail}` : delivered.error.detail);
  }
  const sent = await deps.mailer.send({
    to: payload.mail.to,
    subject: payload.mail.subject,
    text: payload.mail.text,
    html: payload.mail.html,
    ...(payload.mail.headers ? { headers: payload.mail.headers } : {}),
    attachments: await attachmentsOf(deps, payload.mail),
    dataSubject: item.recipient,
  });
  return sent.ok ? ok(undefined) : failure(sent.error.detail, sent.error.permanent);
}

async function attachmentsOf(deps: DeliverDueItemsDeps, mail: QueuedMail): Promise<MailAttachment[]> {
  if (mail.attach !== 'borrowing-guide') return [];
  // The guide of the day it is sent, with its requester's credit warning (every market's when unknown).
  return [
    { filename: GUIDE_FILENAME, contentType: 'application/pdf', content: await deps.guide.render(deps.clock.now(), mail.guideMarket) },
  ];
}
