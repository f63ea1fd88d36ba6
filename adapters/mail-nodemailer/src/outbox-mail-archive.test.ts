import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailArchive } from './create-outbox-mail-archive.ts';
import { createOutboxMailer } from './create-outbox-mailer.ts';
import { partOfType, readMime } from './read-mime.test-support.ts';

const root = mkdtempSync(join(tmpdir(), 'pretscope-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FROM = 'Prêtscope <ne-pas-repondre@pretscope.example>';

describe('createOutboxMailArchive', () => {
  it('erases the files filed under an address, and those sent to it, and nothing else', async () => {
    const dir = join(root, 'erase');
    let now = new Date('2026-11-24T09:30:15Z');
    const mailer = createOutboxMailer({ dir, from: FROM, now: () => now });
    await mailer.send({ to: 'ana@example.lu', subject: 'Votre demande', text: 'Bonjour', dataSubject: 'ana@example.lu' });
    // The team's copy of Ana's request: sent to the team, filed under Ana.
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Nouvelle demande',
      text: 'ana@example.lu a écrit',
      dataSubject: 'Ana@Example.lu',
    });
    // Written before files were filed (no tag): found by its To.
    await mailer.send({ to: 'Ana Martin <ANA@example.lu>', subject: 'Ancien', text: 'Bonjour' });
    now = new Date('2026-11-24T09:31:00Z');
    await mailer.send({ to: 'bo@example.fr', subject: 'Votre demande', text: 'Bonjour', dataSubject: 'bo@example.fr' });
    await mailer.send({ to: 'equipe@pretscope.lu', subject: 'Nouvelle demande', text: 'bo@example.fr', dataSubject: 'bo@example.fr' });
    await mailer.send({ to: 'hana@example.lu', subject: 'Autre', text: 'Bonjour' });
    writeFileSync(join(dir, 'lisez-moi.txt'), 'pas un e-mail');
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toHaveLength(6);
    // No address in any file name.
    expect(readdirSync(dir).join(' ')).not.toMatch(/@/);

    expect(await createOutboxMailArchive({ dir }).eraseAddress(' ana@EXAMPLE.lu ')).toBe(3);
    const left = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readMime(readFileSync(join(dir, name))).headers.get('to'))
      .sort();
    expect(left).toEqual(['bo@example.fr', 'equipe@pretscope.lu', 'hana@example.lu']);
    expect(readdirSync(dir)).toContain('lisez-moi.txt');
    expect(await createOutboxMailArchive({ dir }).eraseAddress('ana@example.lu')).toBe(0);
  });

  it('erases a file filed under someone else that quotes the address, however its encoding hides it, and counts before erasing', async () => {
    const dir = join(root, 'quoted');
    const mailer = createOutboxMailer({ dir, from: FROM, now: () => new Date('2026-11-24T10:00:00Z') });
    const accents = 'Éléonore a écrit à propos de sa sœur, déjà cliente : ';
    // Each is filed under Bo and sent to the team; each quotes Ana where a search of the file's bytes cannot see it.
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Nouvelle demande',
      text: `${'é'.repeat(40)} ana@example.lu`,
      dataSubject: 'bo@example.fr',
    });
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Nouvelle demande',
      text: 'Bonjour',
      html: `<p>${'/'.repeat(66)}ANA@example.lu</p>`,
      dataSubject: 'bo@example.fr',
    });
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Demande transmise par ana@example.lu — à traiter',
      text: 'Bonjour',
      dataSubject: 'bo@example.fr',
    });
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Lien',
      text: 'https://www.pretscope.lu/contact?email=ana%40example.lu',
      dataSubject: 'bo@example.fr',
    });
    // Not Ana: a longer address that contains hers, and Bo's own message.
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Nouvelle demande',
      text: `${accents}hana@example.lu, ana@example.lux`,
      dataSubject: 'bo@example.fr',
    });
    await mailer.send({ to: 'bo@example.fr', subject: 'Votre demande', text: `${accents}Bonjour Bo`, dataSubject: 'bo@example.fr' });
    const raw = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'latin1'));
    // The encodings do hide it: the only file whose bytes hold it is the one that is not about Ana (« hana@… »).
    expect(raw.filter((text) => text.toLowerCase().includes('ana@example.lu'))).toHaveLength(1);

    const archive = createOutboxMailArchive({ dir });
    expect(await archive.countAddress('Ana@Example.lu')).toBe(4);
    expect(readdirSync(dir)).toHaveLength(6);
    expect(await archive.eraseAddress('ana@example.lu')).toBe(4);
    const left = readdirSync(dir)
      .map(
        (name) =>
          partOfType(readMime(readFileSync(join(dir, name))), 'text/plain')
            ?.body.toString('utf8')
            .trim() ?? '',
      )
      .sort();
    expect(left).toEqual([`${accents}Bonjour Bo`, `${accents}hana@example.lu, ana@example.lux`]);
    expect(await archive.countAddress('ana@example.lu')).toBe(0);
  });

  it('purges the files written before an instant, by the time in their names', async () => {
    const dir = join(root, 'purge');
    let now = new Date('2026-10-01T00:00:00Z');
    const mailer = createOutboxMailer({ dir, from: FROM, now: () => now });
    await mailer.send({ to: 'a@example.lu', subject: 'Ancien', text: '1', dataSubject: 'a@example.lu' });
    now = new Date('2026-10-25T00:00:00Z');
    await mailer.send({ to: 'b@example.lu', subject: 'Limite', text: '2' });
    now = new Date('2026-11-20T00:00:00Z');
    await mailer.send({ to: 'c@example.lu', subject: 'Récent', text: '3' });
    const archive = createOutboxMailArchive({ dir });
    expect(await archive.purgeBefore(new Date('2026-10-25T00:00:00Z'))).toBe(1);
    expect(
      readdirSync(dir)
        .sort()
        .map((name) => name.slice(0, 16)),
    ).toEqual(['20261025T000000Z', '20261120T000000Z']);
    expect(await createOutboxMailArchive({ dir: join(root, 'absent') }).purgeBefore(new Date())).toBe(0);
  });
});
