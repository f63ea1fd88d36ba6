import { createContainer, readConfig, type Container } from '@pretscope/compose';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime, type MimePart } from '../../../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { UsageError } from '../cli-error.ts';
import type { CommandIo } from '../command-io.ts';
import { outboxCommand } from './outbox.ts';
import { remindersCommand } from './reminders.ts';

const bin = fileURLToPath(new URL('../../bin/pretscope.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-cli-mail-'));
const env = { DATA_DIR: dataDir, SITE_URL: 'https://www.pretscope.lu', ADMIN_PASSWORD: 'a-password-for-tests' };
const io: CommandIo = { env, stdin: Readable.from(['']), stdout: new PassThrough(), stderr: new PassThrough() };
const CONSENT = { given: true, text: 'J’accepte que Prêtscope m’envoie par e-mail l’alerte de taux demandée.', version: '2026-11' };

/** The .eml files written so far (no SMTP_URL: data/outbox), read back. */
function outbox(): MimePart[] {
  const folder = join(dataDir, 'outbox');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readMime(readFileSync(join(folder, file))));
}

const textOf = (message: MimePart | undefined) => (message ? (partOfType(message, 'text/plain')?.body.toString('utf8') ?? '') : '');

let container: Container;
beforeAll(async () => {
  container = await createContainer(readConfig(env));
  await container.prepare();
}, 120_000);
afterAll(async () => {
  await container?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pretscope outbox flush and reminders send, on the demo database', () => {
  it('sends a confirmed reminder whose target rate is reached, once, with its unsubscribe link', async () => {
    const categories = await container.requestScope().stores.resources.list({
      type: 'categories',
      filter: { slug: ['pret-hypothecaire'] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const category = categories.ok ? categories.value.records[0] : undefined;
    const config = category?.attributes.config as { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number };
    const amount = config.amounts[config.amountIndex] as number;
    const duration = config.durations[config.durationIndex] as number;
    const best = (await container.useCasesFor().compareOffers({ categorySlug: 'pret-hypothecaire', amount, duration })).ranked.reduce(
      (low, offer) => Math.min(low, offer.rate),
      Infinity,
    );
    expect(best).toBeLessThan(15);

    const stored = await container.useCasesFor().submitReminder({
      actor: null,
      attributes: {
        email: 'ana@example.lu',
        firstName: 'Ana',
        categoryId: category?.id,
        amount,
        duration,
        targetRate: best + 0.5,
        consent: CONSENT,
      },
    });
    expect(stored.ok).toBe(true);
    const flushed = await outboxCommand(['flush'], io);
    expect(flushed.exitCode).toBe(0);
    expect(flushed.output).toMatch(/^Envoyés : 1\. À réessayer plus tard : 0\. Abandonnés : 0\.\nEn attente : 0/);
    // Not confirmed yet: nothing to send.
    expect((await remindersCommand(['send'], io)).output).toContain('Alertes confirmées examinées : 0. E-mails préparés : 0.');
    const confirmation = outbox().find((message) => message.headers.get('subject') === 'Confirmez votre alerte de taux Prêtscope');
    const token = /https:\/\/www\.pretscope\.lu\/alerte-taux\/confirmation\?jeton=([\w-]+)/.exec(textOf(confirmation))?.[1];
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(await container.useCasesFor().confirmReminder({ token: token as string })).toEqual({
      ok: true,
      value: { email: 'ana@example.lu', alreadyConfirmed: false },
    });

    const sent = await remindersCommand(['send'], io);
    expect(sent.exitCode).toBe(0);
    expect(sent.output).toMatch(/Alertes confirmées examinées : 1\. E-mails préparés : 1 \(envoi n° \d+\)\.\nEnvoyés : 1\./);
    const alert = outbox().find((message) => message.headers.get('subject')?.startsWith('Alerte de taux\u00a0: Prêt hypothécaire à '));
    expect(alert?.headers.get('to')).toBe('ana@example.lu');
    expect(alert?.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/www\.pretscope\.lu\/alerte-taux\/desabonnement\?alerte=\d+&signature=[\w-]+>$/,
    );
    expect(alert?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(textOf(alert)).toContain('Ne plus recevoir cette alerte\u00a0: https://www.pretscope.lu/alerte-taux/desabonnement?alerte=');

    // Never twice for the same condition.
    expect((await remindersCommand(['send'], io)).output).toContain('Alertes confirmées examinées : 0. E-mails préparés : 0.');
    const batches = await container
      .requestScope()
      .stores.resources.list({ type: 'batch_count', filter: {}, sort: [], page: { offset: 0, limit: 10 }, include: [] });
    expect(
      batches.ok ? batches.value.records.map((record) => [String(record.attributes.title).slice(0, 17), record.attributes.batchCount]) : [],
    ).toEqual([['Alertes de taux —', 1]]);
  }, 60_000);

  it('refuses an unknown action with a usage error', async () => {
    await expect(outboxCommand([], io)).rejects.toThrow(UsageError);
    await expect(remindersCommand(['envoyer'], io)).rejects.toThrow('Action inconnue : envoyer.');
  });

  it('runs as a real process with clear exit codes', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], {
        encoding: 'utf8',
        env: { ...process.env, ...env, DATABASE_URL: '' },
        timeout: 120_000,
      });
    const flush = run('outbox', 'flush');
    expect(flush.status, flush.stderr).toBe(0);
    expect(flush.stdout).toContain('Envoyés : 0.');
    const wrong = run('outbox');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Indiquez l’action : flush.');
    expect(wrong.stderr).toContain('Usage : pretscope outbox flush');
  }, 60_000);
});
