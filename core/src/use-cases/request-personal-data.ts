import { DATA_REQUEST_VALID_HOURS, dataRequestInputSchema } from '../personal-data/data-request.ts';
import { validateInput, type FieldIssue } from '../fields/field-issues.ts';
import { dataRequestAddressKey, dataRequestClientKey } from '../personal-data/rate-limit-keys.ts';
import { dataRequestConfirmationMail } from '../messages/data-request-mails.ts';
import { dataRequestConfirmUrl } from '../messages/mail-paths.ts';
import type { Clock } from '../ports/clock.ts';
import type { DataRequestStore } from '../ports/data-request-store.ts';
import type { DeliveryOutbox } from '../ports/delivery-outbox.ts';
import type { RandomTokens } from '../ports/random-tokens.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';

/** Requests a client may send: enough for a person who mistyped, too few to flood anyone's mailbox. */
export const DATA_REQUESTS_PER_CLIENT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** Confirmation e-mails an address may receive in a day, whoever asks. */
export const DATA_REQUESTS_PER_ADDRESS: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

export interface RequestPersonalDataDeps {
  unitOfWork: UnitOfWork<{ dataRequests: DataRequestStore; outbox: DeliveryOutbox }>;
  rateLimiter: RateLimiter;
  clock: Clock;
  tokens: RandomTokens;
  siteUrl: string;
}

export type RequestPersonalDataError =
  { type: 'input/invalid'; issues: FieldIssue[] } | { type: 'data-request/too-many'; retryAfterSeconds: number };

/**
 * The privacy policy's form: a copy or the erasure of everything tied to an address. Nothing is shown or erased
 * here: the request is stored with the digest of a random single-use token, and the link to confirm it is sent to
 * that address (in the outbox, same transaction). The answer is the same whether or not the site holds anything
 * about the address, and whether or not the address already had its share of e-mails today (then nothing is sent):
 * the form tells nobody who is known.
 */
export async function requestPersonalData(
  deps: RequestPersonalDataDeps,
  input: { attributes: Record<string, unknown>; clientIp: string | null },
): Promise<Result<{ validHours: number }, RequestPersonalDataError>> {
  const valid = validateInput(dataRequestInputSchema, input.attributes);
  if (!valid.ok) return valid;
  const { email, kind } = valid.value;
  const answer = ok({ validHours: DATA_REQUEST_VALID_HOURS });
  const perClient = await deps.rateLimiter.hit(dataRequestClientKey(input.clientIp ?? 'inconnue'), DATA_REQUESTS_PER_CLIENT);
  if (!perClient.allowed) return err({ type: 'data-request/too-many', retryAfterSeconds: perClient.retryAfterSeconds });
  const perAddress = await deps.rateLimiter.hit(dataRequestAddressKey(email), DATA_REQUESTS_PER_ADDRESS);
  if (!perAddress.allowed) return answer;

  const token = deps.tokens.token();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + DATA_REQUEST_VALID_HOURS * 3_600_000);
  await deps.unitOfWork.transaction(async ({ dataRequests, outbox }) => {
    const id = await dataRequests.create({ kind, email, channel: 'site', digest: deps.tokens.digest(token), createdAt: now, expiresAt });
    const content = dataRequestConfirmationMail(kind, {
      siteUrl: deps.siteUrl,
      confirmUrl: dataRequestConfirmUrl(deps.siteUrl, token),
      validHours: DATA_REQUEST_VALID_HOURS,
    });
    await outbox.enqueue(
      [{ key: `data-request:${id}:confirmation`, recipient: email, payload: { channel: 'mail', mail: { to: email, ...content } } }],
      now,
    );
  });
  return answer;
}
