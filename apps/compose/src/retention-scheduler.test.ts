import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import type { RetentionOutcome } from '@pretscope/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createContainer, type Container } from './create-container.ts';
import { startRetentionScheduler } from './retention-scheduler.ts';

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('startRetentionScheduler', () => {
  it('looks soon after start and then at each interval, reports runs and failures, and stops cleanly', async () => {
    const outcomes: RetentionOutcome[] = [
      { ran: true, runId: 1, at: new Date(), counts: {} as never },
      { ran: false, reason: 'already-claimed' },
    ];
    let looks = 0;
    const ran: number[] = [];
    const errors: unknown[] = [];
    const scheduler = startRetentionScheduler({
      firstDelayMs: 5,
      intervalMs: 30,
      runDaily: async () => {
        looks++;
        if (looks === 3) throw new Error('base indisponible');
        return outcomes[Math.min(looks - 1, 1)]!;
      },
      onRun: (outcome) => ran.push(outcome.runId),
      onError: (error) => errors.push(error),
    });
    await until(() => looks >= 4);
    await scheduler.stop();
    const after = looks;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(looks).toBe(after);
    expect(ran).toEqual([1]);
    expect(errors.map((error) => (error as Error).message)).toEqual(['base indisponible']);
  });
});

interface Setup {
  dataDir: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

const databases: [string, () => Promise<Setup>][] = [
  [
    'SQLite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-retention-'));
      return {
        dataDir,
        databaseUrl: join(dataDir, 'shared.sqlite'),
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  ...(PG_TEST_URL
    ? [
        [
          'PostgreSQL',
          async () => {
            const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-retention-'));
            const database = await createThrowawayPostgres();
            return {
              dataDir,
              databaseUrl: database.url,
              dispose: async () => (await database.drop(), rmSync(dataDir, { recursive: true, force: true })),
            };
          },
        ] as [string, () => Promise<Setup>],
      ]
    : []),
];

describe.each(databases)('the daily retention job, three server processes on one %s database', (_name, makeSetup) => {
  let setup: Setup;
  const containers: Container[] = [];
  beforeAll(async () => {
    setup = await makeSetup();
  });
  afterEach(async () => {
    for (const container of containers.splice(0)) await container.dispose();
  });
  afterAll(async () => setup?.dispose());

  it('runs once a day, whichever process looks first, and logs what it removed', async () => {
    for (let i = 0; i < 3; i++) {
      const container = await createContainer(
        readConfig(
          { DATA_DIR: setup.dataDir, DATABASE_URL: setup.databaseUrl, JWT_SECRET: 'un-secret-de-test-de-32-caracteres-au-moins' },
          setup.dataDir,
        ),
      );
      await container.database.migrate();
      containers.push(container);
    }
    const runs: number[] = [];
    for (const container of containers)
      container.startRetentionScheduler({ firstDelayMs: 1, intervalMs: 15, onRun: (outcome) => runs.push(outcome.runId) });
    // Several looks by every process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await until(() => runs.length >= 1);
    const logged = await containers[0]!.requestScope().stores.retentionRuns.latest(10);
    expect(runs).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ trigger: 'daily', day: new Date().toISOString().slice(0, 10), error: null });
    expect(logged[0]?.counts).toMatchObject({ leads: 0, outboxItems: 0 });
    // The CLI's run is logged beside it, whenever asked.
    expect(await containers[1]!.applyRetention('cli')).toMatchObject({ ran: true });
    expect((await containers[2]!.requestScope().stores.retentionRuns.latest(10)).map((run) => run.trigger).sort()).toEqual([
      'cli',
      'daily',
    ]);
  });
});
