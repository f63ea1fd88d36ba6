import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './create-outbox-mailer.ts';
import { partOfType, readMime } from './read-mime.test-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'pretscope-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createOutboxMailer', () => {
  it('writes each message as a complete .eml file (RFC 5322, CRLF, MIME parts) that a mail program opens', async () => {
    const mailer = createOutboxMailer({
      dir: join(dir, 'outbox'),
      from: 'Prêtscope <ne-pas-repondre@pretscope.example>',
      now: () => new Date('2026-11-24T09:30:15.123Z'),
    });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const first = await mailer.send({
      to: 'ana@example.lu',
      subject: 'Confirmez votre alerte de taux Prêtscope',
      text: 'Bonjour Ana,\nConfirmez.',
      html: '<p>Bonjour Ana,</p>',
      attachments: [{ filename: 'guide.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const second = await mailer.send({ to: 'bo@example.fr', subject: 'Deuxième', text: 'Texte seul' });
    expect(first.ok && second.ok).toBe(true);
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^20261124T093015Z-[0-9a-f]{8}\.eml$/);
    const raw = files.map((file) => readFileSync(join(dir, 'outbox', file)));
    const messages = raw.map((bytes) => readMime(bytes));
    const withGuide = messages.find((message) => message.headers.get('to') === 'ana@example.lu');
    expect(withGuide?.headers.get('subject')).toBe('Confirmez votre alerte de taux Prêtscope');
    expect(withGuide?.headers.get('mime-version')).toBe('1.0');
    expect(withGuide?.headers.get('date')).toBeTruthy();
    expect(partOfType(withGuide!, 'text/plain')?.body.toString('utf8')).toBe('Bonjour Ana,\r\nConfirmez.');
    expect(partOfType(withGuide!, 'application/pdf')?.body.equals(Buffer.from(pdf))).toBe(true);
    // Every line ends with CRLF, as RFC 5322 requires.
    for (const bytes of raw) expect(bytes.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
