// @pretscope/lead-webhook: consolidation requests handed to the partner as signed JSON webhooks.
export { createLeadWebhook, type LeadWebhookOptions } from './create-lead-webhook.ts';
export { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook, verifyWebhook } from './webhook-signature.ts';
