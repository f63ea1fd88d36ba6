import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/access-policy.ts';
import { PERSONAL_DATA_COPY_FORMAT } from '../personal-data/personal-data-copy.ts';
import type { MailArchive } from '../ports/mail-archive.ts';
import type { PersonalDataStore, PersonalDataRecords } from '../ports/personal-data-store.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { createInMemoryOutbox } from '../testing/in-memory-messaging-stores.ts';
import { createInMemoryDataRequests } from '../testing/in-memory-personal-data-stores.ts';
import { carryOutBackOfficeDataRequest, previewPersonalData } from './back-office-data-request.ts';
import { confirmDataRequest, describeDataRequest } from './confirm-data-request.ts';
import { fakeTokens, fixedClock } from './messaging-fakes.test-support.ts';
import { DATA_REQUESTS_PER_ADDRESS, DATA_REQUESTS_PER_CLIENT, requestPersonalData } from './request-personal-data.ts';

/** A fixed-window limiter in memory, counting per key. */
function countingLimiter(): RateLimiter & { hits: Map<string, number> } {
  const hits = new Map<string, number>();
  return {
    hits,
    async hit(key, { limit }) {
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
    },
  };
}

/** Records tied to addresses, as the real stores find them: the use cases only need collect and erase to be called right. */
function recordedPersonalData(
  records: Record<string, PersonalDataRecords>,
): PersonalDataStore & { erased: { email: string; keepRequestId?: number; rateLimitKeys: readonly string[] }[] } {
  const erased: { email: string; keepRequestId?: number; rateLimitKeys: readonly string[] }[] = [];
  return {
    erased,
    async collect(email) {
      return structuredClone(records[email] ?? {});
    },
    async erase(email, options) {
      erased.push({ email, ...options });
      const found = records[email] ?? {};
      delete records[email];
      return { tables: Object.fromEntries(Object.entries(found).map(([table, rows]) => [table, rows.length])), keptLastAdmin: false };
    },
  };
}

function setUp(records: Record<string, PersonalDataRecords> = {}) {
  const clock = fixedClock('2027-01-10T10:00:00Z');
  const tokens = fakeTokens();
  const dataRequests = createInMemoryDataRequests();
  const outbox = createInMemoryOutbox();
  const personalData = recordedPersonalData(records);
  const rateLimiter = countingLimiter();
  const stores = { dataRequests, outbox, personalData };
  const unitOfWork: UnitOfWork<typeof stores> = { transaction: (work) => work(stores) };
  const deps = { unitOfWork, clock, tokens, rateLimiter, siteUrl: 'https://www.pretscope.lu' };
  const ask = (email: string, kind: string, clientIp = '203.0.113.7') =>
    requestPersonalData(deps, { attributes: { email, kind }, clientIp });
  const linkOf = (index = -1) => {
    const item = outbox.items.at(index);
    const text = item?.payload.channel === 'mail' ? item.payload.mail.text : '';
    return /\/donnees-personnelles\/confirmation\?jeton=([\w-]+)/.exec(text)?.[1] ?? '';
  };
  return { clock, tokens, dataRequests, outbox, personalData, rateLimiter, deps, ask, linkOf };
}

/**
 * A unit of work that says when it commits (after its work returned) or fails to (`failCommit`), and an archive of
 * e-mail copies that logs each call in the same journal: the order of files and commit can be read from it.
 */
function journaledFiles(setup: ReturnType<typeof setUp>, copies: Record<string, number>, { failCommit = false } = {}) {
  const journal: string[] = [];
  const mailArchive: MailArchive = {
    async countAddress(email) {
      journal.push(`count ${email}`);
      return copies[email] ?? 0;
    },
    async eraseAddress(email) {
      journal.push(`erase ${email}`);
      const erased = copies[email] ?? 0;
      delete copies[email];
      return erased;
    },
    async purgeBefore() {
      return 0;
    },
  };
  const unitOfWork: typeof setup.deps.unitOfWork = {
    async transaction(work) {
      const result = await setup.deps.unitOfWork.transaction(work);
      if (failCommit) throw new Error('commit refusé');
      journal.push('commit');
      return result;
    },
  };
  return { journal, deps: { ...setup.deps, unitOfWork, mailArchive } };
}

const anaRecords = (): Record<string, PersonalDataRecords> => ({
  'ana@exemple.lu': { leads: [{ id: 1, email: 'ana@exemple.lu', message: 'Bonjour' }], reminders: [{ id: 4, email: 'ana@exemple.lu' }] },
});

describe('requestPersonalData', () => {
  it('stores the request with its token’s digest only, and sends the link to the address', async () => {
    const { ask, dataRequests, outbox, linkOf } = setUp();
    expect(await ask(' Ana@Exemple.LU ', 'export')).toEqual({ ok: true, value: { validHours: 48 } });
    expect(dataRequests.requests).toEqual([
      {
        id: 1,
        kind: 'export',
        email: 'ana@exemple.lu',
        channel: 'site',
        digest: 'digest(jeton-de-test-0001)',
        createdAt: new Date('2027-01-10T10:00:00Z'),
        expiresAt: new Date('2027-01-12T10:00:00Z'),
        confirmedAt: null,
        completedAt: null,
        summary: null,
      },
    ]);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({
      key: 'data-request:1:confirmation',
      recipient: 'ana@exemple.lu',
      payload: { channel: 'mail', mail: { to: 'ana@exemple.lu', subject: 'Confirmez votre demande de copie de vos données' } },
    });
    expect(linkOf()).toBe('jeton-de-test-0001');
  });

  it('answers the same for an address the site knows and one it does not', async () => {
    const { ask } = setUp(anaRecords());
    expect(await ask('ana@exemple.lu', 'erasure')).toEqual(await ask('inconnu@exemple.lu', 'erasure'));
  });

  it('refuses an invalid address or kind with French messages', async () => {
    const { ask, outbox } = setUp();
    const refused = await ask('pas-une-adresse', 'tout');
    expect(refused).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [
          { path: ['email'], message: 'Adresse e-mail invalide.' },
          { path: ['kind'], message: 'Choisissez ce que vous demandez\u00a0: une copie de vos données, ou leur effacement.' },
        ],
      },
    });
    expect(outbox.items).toEqual([]);
  });

  it('limits a client, and sends an address no more than its daily share while answering the same', async () => {
    const { ask, outbox } = setUp();
    for (let i = 0; i < DATA_REQUESTS_PER_ADDRESS.limit + 1; i++)
      expect((await ask('ana@exemple.lu', 'export', `198.51.100.${i}`)).ok).toBe(true);
    expect(outbox.items).toHaveLength(DATA_REQUESTS_PER_ADDRESS.limit);
    for (let i = 0; i < DATA_REQUESTS_PER_CLIENT.limit; i++) await ask(`autre${i}@exemple.lu`, 'export', '203.0.113.9');
    expect(await ask('encore@exemple.lu', 'export', '203.0.113.9')).toEqual({
      ok: false,
      error: { type: 'data-request/too-many', retryAfterSeconds: 60 },
    });
  });
});

describe('confirming a data request', () => {
  it('changes and reveals nothing before the button: describing the link only says what it is for', async () => {
    const { ask, deps, dataRequests, personalData, linkOf } = setUp(anaRecords());
    await ask('ana@exemple.lu', 'erasure');
    expect(await describeDataRequest({ ...deps, dataRequests }, { token: linkOf() })).toEqual({
      ok: true,
      value: { kind: 'erasure', expiresAt: new Date('2027-01-12T10:00:00Z') },
    });
    expect(personalData.erased).toEqual([]);
    expect(dataRequests.requests[0]?.confirmedAt).toBeNull();
    expect(await describeDataRequest({ ...deps, dataRequests }, { token: 'jeton-de-test-9999' })).toEqual({
      ok: false,
      error: { type: 'data-request/invalid-link' },
    });
  });

  it('gives the copy once, as the JSON document of every table, then forgets the address', async () => {
    const { ask, deps, dataRequests, linkOf, clock } = setUp(anaRecords());
    await ask('ana@exemple.lu', 'export');
    clock.set('2027-01-11T08:00:00Z');
    const confirmed = await confirmDataRequest(deps, { token: linkOf() });
    if (!confirmed.ok || confirmed.value.kind !== 'export') throw new Error('expected a copy');
    const { copy } = confirmed.value;
    expect(copy).toMatchObject({ format: PERSONAL_DATA_COPY_FORMAT, adresse: 'ana@exemple.lu', produiteLe: '2027-01-11T08:00:00.000Z' });
    expect(copy.tables.leads).toEqual([{ id: 1, email: 'ana@exemple.lu', message: 'Bonjour' }]);
    expect(copy.tables.reminders).toHaveLength(1);
    expect(copy.tables.outbox).toEqual([]);
    expect(Object.keys(copy.explications)).toEqual(Object.keys(copy.tables));
    expect(dataRequests.requests[0]).toMatchObject({
      email: null,
      digest: null,
      completedAt: new Date('2027-01-11T08:00:00Z'),
      summary: { leads: 1, reminders: 1, outbox: 0 },
    });
    expect(await confirmDataRequest(deps, { token: linkOf() })).toEqual({ ok: false, error: { type: 'data-request/invalid-link' } });
  });

  it('erases with the address’s limiter keys and keeps the request being carried out', async () => {
    const { ask, deps, personalData, linkOf, dataRequests } = setUp(anaRecords());
    await ask('ana@exemple.lu', 'erasure');
    const confirmed = await confirmDataRequest(deps, { token: linkOf() });
    expect(confirmed).toEqual({
      ok: true,
      value: { kind: 'erasure', report: { tables: { leads: 1, reminders: 1 }, keptLastAdmin: false } },
    });
    expect(personalData.erased).toEqual([
      { email: 'ana@exemple.lu', keepRequestId: 1, rateLimitKeys: ['login:account:ana@exemple.lu', 'data-request:email:ana@exemple.lu'] },
    ]);
    expect(dataRequests.requests[0]).toMatchObject({ email: null, summary: { leads: 1, reminders: 1 } });
  });

  it('counts the e-mail copies of the address with the outbox’s rows, and removes them only once the erasure committed', async () => {
    const setup = setUp(anaRecords());
    const { journal, deps } = journaledFiles(setup, { 'ana@exemple.lu': 3, 'bob@exemple.fr': 2 });
    await setup.ask('ana@exemple.lu', 'erasure');
    const confirmed = await confirmDataRequest(deps, { token: setup.linkOf() });
    expect(confirmed).toEqual({
      ok: true,
      value: { kind: 'erasure', report: { tables: { leads: 1, reminders: 1, outbox: 3 }, keptLastAdmin: false } },
    });
    expect(journal).toEqual(['count ana@exemple.lu', 'commit', 'erase ana@exemple.lu']);
    expect(setup.dataRequests.requests[0]).toMatchObject({ summary: { leads: 1, reminders: 1, outbox: 3 } });
  });

  it('leaves the e-mail copies when the erasure’s transaction fails, for a new request to find', async () => {
    const setup = setUp(anaRecords());
    const { journal, deps } = journaledFiles(setup, { 'ana@exemple.lu': 3 }, { failCommit: true });
    await setup.ask('ana@exemple.lu', 'erasure');
    await expect(confirmDataRequest(deps, { token: setup.linkOf() })).rejects.toThrow('commit refusé');
    expect(journal).toEqual(['count ana@exemple.lu']);
  });

  it('never touches the e-mail copies for a copy of the data or a refused link', async () => {
    const setup = setUp(anaRecords());
    const { journal, deps } = journaledFiles(setup, { 'ana@exemple.lu': 3 });
    await setup.ask('ana@exemple.lu', 'export');
    expect((await confirmDataRequest(deps, { token: setup.linkOf() })).ok).toBe(true);
    expect((await confirmDataRequest(deps, { token: setup.linkOf() })).ok).toBe(false);
    expect(journal).toEqual(['commit', 'commit']);
  });

  it('leaves a link of the other kind unused when a page asks for one kind', async () => {
    const { ask, deps, personalData, linkOf, dataRequests } = setUp(anaRecords());
    await ask('ana@exemple.lu', 'erasure');
    expect(await confirmDataRequest(deps, { token: linkOf(), kind: 'export' })).toEqual({
      ok: false,
      error: { type: 'data-request/invalid-link' },
    });
    expect(dataRequests.requests[0]?.confirmedAt).toBeNull();
    expect(personalData.erased).toEqual([]);
    expect((await confirmDataRequest(deps, { token: linkOf(), kind: 'erasure' })).ok).toBe(true);
  });

  it('refuses an expired link, a made-up one and a malformed one alike', async () => {
    const { ask, deps, personalData, linkOf, clock } = setUp(anaRecords());
    await ask('ana@exemple.lu', 'erasure');
    clock.set('2027-01-12T10:00:00Z');
    for (const token of [linkOf(), 'jeton-de-test-0002', 'court', '../../etc/passwd-----']) {
      expect(await confirmDataRequest(deps, { token })).toEqual({ ok: false, error: { type: 'data-request/invalid-link' } });
    }
    expect(personalData.erased).toEqual([]);
  });
});

describe('data requests from the back office', () => {
  const admin: Actor = { userId: 1, roles: ['admin'] };
  const editor: Actor = { userId: 2, roles: ['editor'] };

  it('is for admins only', async () => {
    const { deps, personalData } = setUp(anaRecords());
    for (const actor of [null, editor]) {
      expect(await previewPersonalData(deps, { actor, attributes: { email: 'ana@exemple.lu', kind: 'erasure' } })).toEqual({
        ok: false,
        error: { type: 'access/denied', signedIn: actor !== null },
      });
      expect((await carryOutBackOfficeDataRequest(deps, { actor, attributes: { email: 'ana@exemple.lu', kind: 'erasure' } })).ok).toBe(
        false,
      );
    }
    expect(personalData.erased).toEqual([]);
  });

  it('counts what it found before anything is done, then carries the request out and records it without the address', async () => {
    const { deps, personalData, dataRequests } = setUp(anaRecords());
    const preview = await previewPersonalData(deps, { actor: admin, attributes: { email: 'ANA@exemple.lu', kind: 'erasure' } });
    expect(preview).toEqual({
      ok: true,
      value: {
        email: 'ana@exemple.lu',
        counts: {
          leads: 1,
          reminders: 1,
          outbox: 0,
          batch_counts: 0,
          users: 0,
          data_requests: 0,
          logged_errors: 0,
          rate_limits: 0,
          change_history: 0,
        },
      },
    });
    expect(personalData.erased).toEqual([]);
    const done = await carryOutBackOfficeDataRequest(deps, { actor: admin, attributes: { email: 'ana@exemple.lu', kind: 'erasure' } });
    expect(done.ok && done.value.kind === 'erasure' ? done.value.report.tables : null).toEqual({ leads: 1, reminders: 1 });
    expect(dataRequests.requests).toEqual([
      expect.objectContaining({
        channel: 'back-office',
        kind: 'erasure',
        email: null,
        digest: null,
        confirmedAt: new Date('2027-01-10T10:00:00Z'),
        completedAt: new Date('2027-01-10T10:00:00Z'),
      }),
    ]);
  });

  it('removes the e-mail copies of an erased address after the commit, as the link does', async () => {
    const setup = setUp(anaRecords());
    const { journal, deps } = journaledFiles(setup, { 'ana@exemple.lu': 2 });
    const done = await carryOutBackOfficeDataRequest(deps, { actor: admin, attributes: { email: 'ana@exemple.lu', kind: 'erasure' } });
    expect(done.ok && done.value.kind === 'erasure' ? done.value.report.tables : null).toEqual({ leads: 1, reminders: 1, outbox: 2 });
    expect(journal).toEqual(['count ana@exemple.lu', 'commit', 'erase ana@exemple.lu']);
    const failing = journaledFiles(setUp(anaRecords()), { 'ana@exemple.lu': 2 }, { failCommit: true });
    await expect(
      carryOutBackOfficeDataRequest(failing.deps, { actor: admin, attributes: { email: 'ana@exemple.lu', kind: 'erasure' } }),
    ).rejects.toThrow('commit refusé');
    expect(failing.journal).toEqual(['count ana@exemple.lu']);
  });
});
