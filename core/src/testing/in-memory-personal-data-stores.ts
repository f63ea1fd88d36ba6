import type { DataRequest } from '../personal-data/data-request.ts';
import type { DataRequestStore } from '../ports/data-request-store.ts';
import type { RetentionRun, RetentionRuns } from '../ports/retention-runs.ts';

export interface InMemoryDataRequest extends DataRequest {
  digest: string | null;
}

/** Data requests in memory, with the database's rules (single use, expiry); `requests` lets a test look inside. */
export function createInMemoryDataRequests(): DataRequestStore & { requests: InMemoryDataRequest[] } {
  const requests: InMemoryDataRequest[] = [];
  const copy = ({ digest: _digest, ...request }: InMemoryDataRequest): DataRequest => structuredClone(request);
  return {
    requests,
    async create(request) {
      const id = requests.length + 1;
      requests.push({
        id,
        kind: request.kind,
        email: request.email,
        channel: request.channel,
        digest: request.digest,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        confirmedAt: request.confirmedAt ?? null,
        completedAt: null,
        summary: null,
      });
      return id;
    },
    async findByDigest(digest) {
      const request = requests.find(
        (candidate) => candidate.digest !== null && candidate.digest === digest && candidate.confirmedAt === null,
      );
      return request ? copy(request) : null;
    },
    async confirm({ digest, at }) {
      const request = requests.find(
        (candidate) =>
          candidate.digest !== null && candidate.digest === digest && candidate.confirmedAt === null && at < candidate.expiresAt,
      );
      if (!request) return null;
      request.confirmedAt = at;
      request.digest = null;
      return copy(request);
    },
    async complete(id, { at, summary }) {
      const request = requests.find((candidate) => candidate.id === id);
      if (!request) return;
      Object.assign(request, { completedAt: at, summary: { ...summary }, email: null, digest: null });
    },
  };
}

/** Retention runs in memory, claimed as the database claims them. */
export function createInMemoryRetentionRuns(): RetentionRuns & { runs: RetentionRun[] } {
  const runs: RetentionRun[] = [];
  const add = (run: Omit<RetentionRun, 'id'>) => {
    const id = runs.length + 1;
    runs.push({ ...run, id });
    return id;
  };
  return {
    runs,
    async claimDay({ day, at, staleAfterMs }) {
      const existing = runs.find((run) => run.day === day);
      if (!existing) return add({ day, trigger: 'daily', startedAt: at, finishedAt: null, counts: null, error: null });
      if (existing.finishedAt !== null || existing.startedAt.getTime() > at.getTime() - staleAfterMs) return null;
      Object.assign(existing, { startedAt: at, error: null });
      return existing.id;
    },
    async start({ trigger, at }) {
      return add({ day: null, trigger, startedAt: at, finishedAt: null, counts: null, error: null });
    },
    async finish(id, { at, counts }) {
      const run = runs.find((candidate) => candidate.id === id);
      if (run) Object.assign(run, { finishedAt: at, counts: { ...counts }, error: null });
    },
    async fail(id, { error }) {
      const run = runs.find((candidate) => candidate.id === id);
      if (run) run.error = error;
    },
    async latest(limit) {
      return [...runs]
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id - a.id)
        .slice(0, limit)
        .map((run) => structuredClone(run));
    },
  };
}
