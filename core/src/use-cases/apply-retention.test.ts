import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_POLICY,
  RETENTION_RULES,
  retentionCutoffs,
  type RetentionCutoffs,
  type RetentionRule,
} from '../personal-data/retention-policy.ts';
import type { RetentionStore } from '../ports/retention-store.ts';
import { createInMemoryRetentionRuns } from '../testing/in-memory-personal-data-stores.ts';
import { applyRetention } from './apply-retention.ts';
import { fixedClock } from './messaging-fakes.test-support.ts';

/** Answers a count per rule and remembers the cutoffs it was given. */
function recordingStore(fail?: RetentionRule): RetentionStore & { calls: [RetentionRule, unknown][] } {
  const calls: [RetentionRule, unknown][] = [];
  return {
    calls,
    async apply(rule, cutoff) {
      if (rule === fail) throw new Error('disque plein');
      calls.push([rule, cutoff]);
      return RETENTION_RULES.indexOf(rule) + 1;
    },
  };
}

describe('applyRetention', () => {
  it('applies every rule with the policy’s cutoffs at the clock’s instant, and logs the run with its counts', async () => {
    const store = recordingStore();
    const runs = createInMemoryRetentionRuns();
    const clock = fixedClock('2027-06-15T02:00:00Z');
    const outcome = await applyRetention({ store, runs, clock, policy: DEFAULT_RETENTION_POLICY }, { trigger: 'cli' });
    const cutoffs: RetentionCutoffs = retentionCutoffs(DEFAULT_RETENTION_POLICY, new Date('2027-06-15T02:00:00Z'));
    expect(store.calls).toEqual(RETENTION_RULES.map((rule) => [rule, cutoffs[rule]]));
    const counts = Object.fromEntries(RETENTION_RULES.map((rule, i) => [rule, i + 1]));
    expect(outcome).toEqual({ ran: true, runId: 1, at: new Date('2027-06-15T02:00:00Z'), counts });
    expect(runs.runs).toEqual([
      {
        id: 1,
        day: null,
        trigger: 'cli',
        startedAt: new Date('2027-06-15T02:00:00Z'),
        finishedAt: new Date('2027-06-15T02:00:00Z'),
        counts,
        error: null,
      },
    ]);
  });

  it('runs the daily job once a day, whoever asks', async () => {
    const runs = createInMemoryRetentionRuns();
    const clock = fixedClock('2027-06-15T00:10:00Z');
    const deps = { store: recordingStore(), runs, clock, policy: DEFAULT_RETENTION_POLICY };
    expect((await applyRetention(deps, { trigger: 'daily' })).ran).toBe(true);
    clock.set('2027-06-15T23:59:00Z');
    expect(await applyRetention(deps, { trigger: 'daily' })).toEqual({ ran: false, reason: 'already-claimed' });
    clock.set('2027-06-16T00:00:00Z');
    expect((await applyRetention(deps, { trigger: 'daily' })).ran).toBe(true);
    expect(runs.runs.map((run) => run.day)).toEqual(['2027-06-15', '2027-06-16']);
  });

  it('keeps a failure on the run and lets the day be tried again later', async () => {
    const runs = createInMemoryRetentionRuns();
    const clock = fixedClock('2027-06-15T00:10:00Z');
    await expect(
      applyRetention({ store: recordingStore('outboxItems'), runs, clock, policy: DEFAULT_RETENTION_POLICY }, { trigger: 'daily' }),
    ).rejects.toThrow('disque plein');
    expect(runs.runs[0]).toMatchObject({ finishedAt: null, error: 'disque plein' });
    clock.set('2027-06-15T01:10:01Z');
    expect(
      await applyRetention({ store: recordingStore(), runs, clock, policy: DEFAULT_RETENTION_POLICY }, { trigger: 'daily' }),
    ).toMatchObject({ ran: true, runId: 1 });
  });
});
