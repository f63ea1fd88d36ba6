import type { Actor } from '../access/access-policy.ts';
import { DATA_REQUEST_VALID_HOURS, dataRequestInputSchema } from '../personal-data/data-request.ts';
import { validateInput, type FieldIssue } from '../fields/field-issues.ts';
import { countsOf } from '../personal-data/personal-data-copy.ts';
import { rateLimitKeysOf } from '../personal-data/rate-limit-keys.ts';
import type { PersonalDataTable } from '../personal-data/personal-data-tables.ts';
import type { Clock } from '../ports/clock.ts';
import type { MailArchive } from '../ports/mail-archive.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';
import { carryOutDataRequest, eraseMailCopies, type DataRequestOutcome, type DataRequestStores } from './confirm-data-request.ts';

export type BackOfficeDataRequestError = { type: 'access/denied'; signedIn: boolean } | { type: 'input/invalid'; issues: FieldIssue[] };

function isAdmin(actor: Actor): boolean {
  return actor !== null && actor.roles.includes('admin');
}

/**
 * What the back office would copy or erase for an address (how many records per table), before the admin
 * confirms: admins only, since it reads everyone's data. Changes nothing.
 */
export async function previewPersonalData(
  deps: { unitOfWork: UnitOfWork<DataRequestStores> },
  input: { actor: Actor; attributes: Record<string, unknown> },
): Promise<Result<{ email: string; counts: Record<PersonalDataTable, number> }, BackOfficeDataRequestError>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(dataRequestInputSchema, input.attributes);
  if (!valid.ok) return valid;
  const records = await deps.unitOfWork.transaction(({ personalData }) =>
    personalData.collect(valid.value.email, { rateLimitKeys: rateLimitKeysOf(valid.value.email) }),
  );
  return ok({ email: valid.value.email, counts: countsOf(records) as Record<PersonalDataTable, number> });
}

/**
 * A request received by post (or any way but the site's form), carried out by an admin who checked the
 * requester's identity: recorded as a back-office request and carried out at once, exactly as a confirmed link
 * would (same copy, same erasure, same record without the address; e-mail copies removed after the commit).
 */
export async function carryOutBackOfficeDataRequest(
  deps: { unitOfWork: UnitOfWork<DataRequestStores>; clock: Clock; mailArchive?: MailArchive },
  input: { actor: Actor; attributes: Record<string, unknown> },
): Promise<Result<DataRequestOutcome, BackOfficeDataRequestError>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(dataRequestInputSchema, input.attributes);
  if (!valid.ok) return valid;
  const { email, kind } = valid.value;
  const now = deps.clock.now();
  const outcome = await deps.unitOfWork.transaction(async (stores): Promise<Result<DataRequestOutcome, BackOfficeDataRequestError>> => {
    const id = await stores.dataRequests.create({
      kind,
      email,
      channel: 'back-office',
      digest: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DATA_REQUEST_VALID_HOURS * 3_600_000),
      confirmedAt: now,
    });
    return ok(await carryOutDataRequest(stores, { id, kind, email }, now, deps.mailArchive));
  });
  await eraseMailCopies(deps.mailArchive, outcome, email);
  return outcome;
}
