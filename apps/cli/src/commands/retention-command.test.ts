import { createContainer, readConfig, type Container } from '@pretscope/compose';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../cli-error.ts';
import type { CommandIo } from '../command-io.ts';
import { retentionCommand } from './retention.ts';

const bin = fileURLToPath(new URL('../../bin/pretscope.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-cli-retention-'));
const env = {
  DATA_DIR: dataDir,
  SITE_URL: 'https://www.pretscope.lu',
  JWT_SECRET: 'un-secret-de-test-de-32-caracteres-au-moins',
  RETENTION_LEAD_MONTHS: '18',
};
const io: CommandIo = { env, stdin: Readable.from(['']), stdout: new PassThrough(), stderr: new PassThrough() };
const CONSENT = { given: true, text: 'J’accepte que Prêtscope me recontacte.', version: '2026-11' };

let container: Container;
beforeAll(async () => {
  container = await createContainer(readConfig(env));
  await container.database.migrate();
}, 60_000);
afterAll(async () => {
  await container?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const lead = (email: string) => ({
  kind: 'contact',
  firstName: 'Léa',
  lastName: 'Dupont',
  email,
  country: 'LUX',
  message: 'Bonjour',
  consent: CONSENT,
});

describe('pretscope retention run', () => {
  it('removes what is past its period under the configured figures, says what, and logs the run', async () => {
    const uses = container.useCasesFor();
    const old = await uses.submitLead({ actor: null, attributes: lead('ancienne@exemple.lu') });
    const recent = await uses.submitLead({ actor: null, attributes: lead('recente@exemple.lu') });
    if (!old.ok || !recent.ok) throw new Error('leads not stored');
    // 19 months since its last status change: past RETENTION_LEAD_MONTHS=18 (24 by default).
    const nineteenMonthsAgo = new Date(Date.now() - 19 * 31 * 86_400_000);
    await container.database
      .fork()
      .getConnection()
      .execute('update leads set status_changed_at = ? where id = ?', [nineteenMonthsAgo, old.value.id]);

    const report = await retentionCommand(['run'], io);
    expect(report.exitCode).toBe(0);
    expect(report.output).toMatch(/^Conservation des données personnelles appliquée \(passage n° \d+, .+\) :/);
    expect(report.output).toContain('  demandes de prêt, de rendez-vous et de contact supprimées : 1\n');
    expect(report.output).toContain('Total : 1.');
    expect(report.output).toContain(
      '  Demandes de prêt, de rendez-vous et de contact : 18\u00a0mois après leur dernier changement de statut',
    );
    const left = await container
      .requestScope()
      .stores.resources.list({ type: 'leads', filter: {}, sort: [], page: { offset: 0, limit: 10 }, include: [] });
    expect(left.ok ? left.value.records.map((record) => record.attributes.email) : []).toEqual(['recente@exemple.lu']);
    expect((await container.requestScope().stores.retentionRuns.latest(1))[0]).toMatchObject({ trigger: 'cli', counts: { leads: 1 } });
  });

  it('refuses an unknown action with a usage error', async () => {
    await expect(retentionCommand([], io)).rejects.toThrow(UsageError);
    await expect(retentionCommand(['purge'], io)).rejects.toThrow('Action inconnue : purge.');
  });

  it('runs as a real process with clear exit codes', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], {
        encoding: 'utf8',
        env: { ...process.env, ...env, DATABASE_URL: '' },
        timeout: 120_000,
      });
    const done = run('retention', 'run');
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('Total : 0.');
    const wrong = run('retention');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Indiquez l’action : run.');
    const badSetting = spawnSync(process.execPath, [bin, 'retention', 'run'], {
      encoding: 'utf8',
      env: { ...process.env, ...env, DATABASE_URL: '', RETENTION_OUTBOX_DAYS: 'jamais' },
      timeout: 120_000,
    });
    expect(badSetting.status).toBe(2);
    expect(badSetting.stderr).toContain('RETENTION_OUTBOX_DAYS doit être un nombre entier de jours');
  }, 60_000);
});
