import type { DataRequest, DataRequestKind } from '../personal-data/data-request.ts';
import { countsOf, personalDataCopy, type PersonalDataCopy } from '../personal-data/personal-data-copy.ts';
import { rateLimitKeysOf } from '../personal-data/rate-limit-keys.ts';
import type { Clock } from '../ports/clock.ts';
import type { DataRequestStore } from '../ports/data-request-store.ts';
import type { MailArchive } from '../ports/mail-archive.ts';
import type { ErasureReport, PersonalDataStore } from '../ports/personal-data-store.ts';
import type { RandomTokens } from '../ports/random-tokens.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';

export type DataRequestLinkError = { type: 'data-request/invalid-link' };

export type DataRequestOutcome = { kind: 'export'; copy: PersonalDataCopy } | { kind: 'erasure'; report: ErasureReport };

export interface DataRequestStores {
  dataRequests: DataRequestStore;
  personalData: PersonalDataStore;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * What a confirmation link is for, without doing anything (the page's GET: mail scanners open links). Unknown,
 * used or expired links all answer the same error.
 */
export async function describeDataRequest(
  deps: { dataRequests: DataRequestStore; tokens: RandomTokens; clock: Clock },
  input: { token: string },
): Promise<Result<{ kind: DataRequestKind; expiresAt: Date }, DataRequestLinkError>> {
  const token = input.token.trim();
  if (!TOKEN_PATTERN.test(token)) return err({ type: 'data-request/invalid-link' });
  const request = await deps.dataRequests.findByDigest(deps.tokens.digest(token));
  if (!request || request.expiresAt <= deps.clock.now()) return err({ type: 'data-request/invalid-link' });
  return ok({ kind: request.kind, expiresAt: request.expiresAt });
}

/**
 * The request carried out for an address, in the caller's transaction: the copy of every record tied to it, or
 * its erasure; then the request is completed (what was done kept, the address forgotten). An erasure counts the
 * e-mail copies outside the database (`mailArchive`) with the outbox's rows; the caller removes them once the
 * transaction has committed (eraseMailCopies).
 */
export async function carryOutDataRequest(
  stores: DataRequestStores,
  request: Pick<DataRequest, 'id' | 'kind'> & { email: string },
  at: Date,
  mailArchive?: MailArchive,
): Promise<DataRequestOutcome> {
  if (request.kind === 'export') {
    const records = await stores.personalData.collect(request.email, { rateLimitKeys: rateLimitKeysOf(request.email) });
    const copy = personalDataCopy(records, { email: request.email, at });
    await stores.dataRequests.complete(request.id, { at, summary: countsOf(records) });
    return { kind: 'export', copy };
  }
  const erased = await stores.personalData.erase(request.email, {
    keepRequestId: request.id,
    rateLimitKeys: rateLimitKeysOf(request.email),
  });
  const copies = mailArchive ? await mailArchive.countAddress(request.email) : 0;
  const report: ErasureReport =
    copies > 0 ? { ...erased, tables: { ...erased.tables, outbox: (erased.tables.outbox ?? 0) + copies } } : erased;
  await stores.dataRequests.complete(request.id, { at, summary: { ...report.tables, ...(report.keptLastAdmin ? { users_kept: 1 } : {}) } });
  return { kind: 'erasure', report };
}

/**
 * After an erasure's transaction committed, the address's e-mail copies outside the database are removed. Not
 * before: files are in no transaction, and removing them first would leave, after a failed commit, rows whose
 * copies are gone. If this fails, the erasure stands and the error is raised; the copies are found again by the
 * same search — a new request, the back office — and the outbox's retention removes them within its period anyway.
 */
export async function eraseMailCopies(
  mailArchive: MailArchive | undefined,
  outcome: Result<DataRequestOutcome, { type: string }>,
  email: string | null,
): Promise<void> {
  if (mailArchive && email && outcome.ok && outcome.value.kind === 'erasure') await mailArchive.eraseAddress(email);
}

/**
 * The button behind the e-mail's link (a POST, so that a mail scanner opening the link does nothing): within its
 * validity and only once, the token carries out its request. The copy is answered once, here; an erasure is done
 * for good. Everything in the database happens in one transaction: a failure leaves the request unconfirmed and
 * nothing erased; the e-mail copies (`mailArchive`, files) go after it committed. `kind`, when given, must be the
 * request's.
 */
export async function confirmDataRequest(
  deps: { unitOfWork: UnitOfWork<DataRequestStores>; tokens: RandomTokens; clock: Clock; mailArchive?: MailArchive },
  input: { token: string; kind?: DataRequestKind },
): Promise<Result<DataRequestOutcome, DataRequestLinkError>> {
  const token = input.token.trim();
  if (!TOKEN_PATTERN.test(token)) return err({ type: 'data-request/invalid-link' });
  const now = deps.clock.now();
  const digest = deps.tokens.digest(token);
  let email: string | null = null;
  const outcome = await deps.unitOfWork.transaction(async (stores): Promise<Result<DataRequestOutcome, DataRequestLinkError>> => {
    // A page that can only deliver one kind (the copy's download, the erasure's answer) asks for that kind: a link
    // sent to the other page is left unused rather than carried out where its result cannot be shown.
    if (input.kind && (await stores.dataRequests.findByDigest(digest))?.kind !== input.kind)
      return err({ type: 'data-request/invalid-link' });
    const request = await stores.dataRequests.confirm({ digest, at: now });
    if (!request?.email) return err({ type: 'data-request/invalid-link' });
    email = request.email;
    return ok(await carryOutDataRequest(stores, { id: request.id, kind: request.kind, email: request.email }, now, deps.mailArchive));
  });
  await eraseMailCopies(deps.mailArchive, outcome, email);
  return outcome;
}
