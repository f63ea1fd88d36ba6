import { describe, expect, it } from 'vitest';
import type { DataRequest } from '../personal-data/data-request.ts';
import { RETENTION_RULES, type RetentionCounts } from '../personal-data/retention-policy.ts';
import type { DataRequestStore } from '../ports/data-request-store.ts';
import type { RetentionRuns } from '../ports/retention-runs.ts';

export interface PersonalDataStoresUnderTest {
  dataRequests: DataRequestStore;
  /** A second handle on the same requests, as another process would have. */
  otherDataRequests: DataRequestStore;
  /** A request as stored, whatever its state. */
  readRequest(id: number): Promise<DataRequest | null>;
  runs: RetentionRuns;
  /** A second handle on the same runs, as another process would have. */
  otherRuns: RetentionRuns;
}

const at = (iso: string) => new Date(iso);
const counts = (value: number) => Object.fromEntries(RETENTION_RULES.map((rule) => [rule, value])) as RetentionCounts;

/**
 * The contract of DataRequestStore and RetentionRuns: the in-memory fakes and every persistence adapter run it
 * unchanged, so a confirmation link works once and a day's retention runs once on every database.
 */
export function describePersonalDataStoresContract(name: string, makeStores: () => Promise<PersonalDataStoresUnderTest>): void {
  const request = {
    kind: 'export' as const,
    email: 'ana@exemple.lu',
    channel: 'site' as const,
    digest: 'a'.repeat(64),
    createdAt: at('2027-01-01T10:00:00Z'),
    expiresAt: at('2027-01-03T10:00:00Z'),
  };

  describe(`${name}: data request store contract`, () => {
    it('finds an unconfirmed request by its digest, and nothing by another', async () => {
      const { dataRequests } = await makeStores();
      const id = await dataRequests.create(request);
      expect(await dataRequests.findByDigest('b'.repeat(64))).toBeNull();
      expect(await dataRequests.findByDigest('a'.repeat(64))).toEqual({
        id,
        kind: 'export',
        email: 'ana@exemple.lu',
        channel: 'site',
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        confirmedAt: null,
        completedAt: null,
        summary: null,
      });
    });

    it('confirms once, before the expiry only, and forgets the digest', async () => {
      const { dataRequests, readRequest } = await makeStores();
      const id = await dataRequests.create(request);
      expect(await dataRequests.confirm({ digest: 'a'.repeat(64), at: request.expiresAt })).toBeNull();
      expect((await readRequest(id))?.confirmedAt).toBeNull();
      const confirmed = await dataRequests.confirm({ digest: 'a'.repeat(64), at: at('2027-01-03T09:59:59.999Z') });
      expect(confirmed).toMatchObject({ id, kind: 'export', email: 'ana@exemple.lu', confirmedAt: at('2027-01-03T09:59:59.999Z') });
      expect(await dataRequests.confirm({ digest: 'a'.repeat(64), at: at('2027-01-03T10:00:00Z') })).toBeNull();
      expect(await dataRequests.confirm({ digest: 'a'.repeat(64), at: at('2027-01-02T10:00:00Z') })).toBeNull();
      expect(await dataRequests.findByDigest('a'.repeat(64))).toBeNull();
    });

    it('gives a request to one of two confirmations made at the same time', async () => {
      const { dataRequests, otherDataRequests } = await makeStores();
      await dataRequests.create(request);
      const both = await Promise.all([
        dataRequests.confirm({ digest: 'a'.repeat(64), at: at('2027-01-02T00:00:00Z') }),
        otherDataRequests.confirm({ digest: 'a'.repeat(64), at: at('2027-01-02T00:00:00Z') }),
      ]);
      expect(both.filter((confirmed) => confirmed !== null)).toHaveLength(1);
    });

    it('completes a request: what was done stays, the address goes', async () => {
      const { dataRequests, readRequest } = await makeStores();
      const id = await dataRequests.create({
        ...request,
        kind: 'erasure',
        channel: 'back-office',
        digest: null,
        confirmedAt: at('2027-01-01T10:00:00Z'),
      });
      await dataRequests.complete(id, { at: at('2027-01-01T10:00:01Z'), summary: { leads: 2, outbox: 5 } });
      expect(await readRequest(id)).toEqual({
        id,
        kind: 'erasure',
        email: null,
        channel: 'back-office',
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        confirmedAt: at('2027-01-01T10:00:00Z'),
        completedAt: at('2027-01-01T10:00:01Z'),
        summary: { leads: 2, outbox: 5 },
      });
    });
  });

  describe(`${name}: retention runs contract`, () => {
    it('lets one of two processes claim a day, and the next day again', async () => {
      const { runs, otherRuns } = await makeStores();
      const claims = await Promise.all([
        runs.claimDay({ day: '2027-01-01', at: at('2027-01-01T00:05:00Z'), staleAfterMs: 3_600_000 }),
        otherRuns.claimDay({ day: '2027-01-01', at: at('2027-01-01T00:05:00Z'), staleAfterMs: 3_600_000 }),
      ]);
      expect(claims.filter((id) => id !== null)).toHaveLength(1);
      const id = claims.find((claimed) => claimed !== null) as number;
      await runs.finish(id, { at: at('2027-01-01T00:05:02Z'), counts: counts(1) });
      expect(await otherRuns.claimDay({ day: '2027-01-01', at: at('2027-01-01T23:00:00Z'), staleAfterMs: 3_600_000 })).toBeNull();
      expect(await otherRuns.claimDay({ day: '2027-01-02', at: at('2027-01-02T00:05:00Z'), staleAfterMs: 3_600_000 })).not.toBeNull();
    });

    it('gives an unfinished day to another process once its claim is stale, and keeps a failure’s error', async () => {
      const { runs, otherRuns } = await makeStores();
      const first = await runs.claimDay({ day: '2027-02-01', at: at('2027-02-01T00:00:00Z'), staleAfterMs: 3_600_000 });
      expect(first).not.toBeNull();
      await runs.fail(first as number, { at: at('2027-02-01T00:00:01Z'), error: 'base indisponible' });
      expect(await otherRuns.claimDay({ day: '2027-02-01', at: at('2027-02-01T00:59:59Z'), staleAfterMs: 3_600_000 })).toBeNull();
      expect((await runs.latest(1))[0]).toMatchObject({
        id: first,
        day: '2027-02-01',
        trigger: 'daily',
        finishedAt: null,
        error: 'base indisponible',
      });
      const again = await otherRuns.claimDay({ day: '2027-02-01', at: at('2027-02-01T01:00:01Z'), staleAfterMs: 3_600_000 });
      expect(again).toBe(first);
      await otherRuns.finish(again as number, { at: at('2027-02-01T01:00:02Z'), counts: counts(0) });
      expect((await runs.latest(1))[0]).toMatchObject({ finishedAt: at('2027-02-01T01:00:02Z'), error: null, counts: counts(0) });
    });

    it('logs runs started by hand, newest first, with what each did', async () => {
      const { runs } = await makeStores();
      const cli = await runs.start({ trigger: 'cli', at: at('2027-03-01T09:00:00Z') });
      await runs.finish(cli, { at: at('2027-03-01T09:00:01Z'), counts: counts(2) });
      const admin = await runs.start({ trigger: 'back-office', at: at('2027-03-02T09:00:00Z') });
      const latest = await runs.latest(2);
      expect(latest.map((run) => [run.id, run.trigger, run.day])).toEqual([
        [admin, 'back-office', null],
        [cli, 'cli', null],
      ]);
      expect(latest[1]).toMatchObject({
        startedAt: at('2027-03-01T09:00:00Z'),
        finishedAt: at('2027-03-01T09:00:01Z'),
        counts: counts(2),
        error: null,
      });
    });
  });
}
