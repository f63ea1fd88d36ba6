import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a signed delivery; the partner's documentation names them. */
export const SIGNATURE_HEADER = 'X-Pretscope-Signature';
export const TIMESTAMP_HEADER = 'X-Pretscope-Timestamp';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`): the timestamp is signed with the body, so a
 * captured request cannot be replayed later with a fresh timestamp.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What the partner runs on receipt (and our tests do): the signature matches the body and timestamp, compared in
 * constant time, and the timestamp is recent (five minutes by default).
 */
export function verifyWebhook(input: {
  secret: string;
  body: string;
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  now?: Date;
  toleranceSeconds?: number;
}): boolean {
  const { secret, body, signature, timestamp, now = new Date(), toleranceSeconds = 300 } = input;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
