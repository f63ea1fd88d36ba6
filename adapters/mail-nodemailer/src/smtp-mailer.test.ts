import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './create-smtp-mailer.ts';
import { partOfType, readMime } from './read-mime.test-support.ts';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from './smtp-stand-in.test-support.ts';

describe('createSmtpMailer against a local SMTP server', () => {
  let received: ReceivedMail[];
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn({ login: { user: 'pretscope', pass: 'secret' } });
    received = smtp.received;
  });
  afterAll(() => smtp.close());

  it('sends a French message with its text and HTML parts and a PDF attachment, logged in with the URL’s credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://pretscope:secret@127.0.0.1:${smtp.port}`,
      from: 'Prêtscope <ne-pas-repondre@pretscope.example>',
    });
    const pdf = new TextEncoder().encode('%PDF-1.7\n% guide\n');
    const result = await mailer.send({
      to: 'élodie@example.lu'.replace('é', 'e'),
      subject: 'Votre guide : emprunter au Luxembourg — taux d’endettement « réel »',
      text: 'Bonjour Élodie,\nVoici le guide. 250 000 € sur 25 ans.',
      html: '<p>Bonjour Élodie,</p><p>Voici le guide.</p>',
      headers: { 'List-Unsubscribe': '<https://www.pretscope.lu/alerte-taux/desabonnement?alerte=1&signature=x>' },
      attachments: [{ filename: 'guide-pretscope.pdf', contentType: 'application/pdf', content: pdf }],
    });
    mailer.close();
    expect(result.ok).toBe(true);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'ne-pas-repondre@pretscope.example', to: ['elodie@example.lu'], user: 'pretscope' });
    const message = readMime(mail?.raw ?? '');
    // The subject travels as encoded words (7-bit headers) and decodes to the exact French text.
    expect(message.rawHeaders.get('subject')).toMatch(/^=\?UTF-8\?[QB]\?/);
    expect(message.headers.get('subject')).toBe('Votre guide : emprunter au Luxembourg — taux d’endettement « réel »');
    expect(message.headers.get('from')).toMatch(/^Prêtscope <ne-pas-repondre@pretscope.example>$/);
    expect(message.headers.get('list-unsubscribe')).toBe('<https://www.pretscope.lu/alerte-taux/desabonnement?alerte=1&signature=x>');
    expect(message.headers.get('message-id')).toBe(result.ok ? result.value.messageId : '');
    expect(message.contentType).toBe('multipart/mixed');
    expect(partOfType(message, 'text/plain')?.body.toString('utf8')).toBe('Bonjour Élodie,\r\nVoici le guide. 250 000 € sur 25 ans.');
    expect(partOfType(message, 'text/html')?.body.toString('utf8')).toBe('<p>Bonjour Élodie,</p><p>Voici le guide.</p>');
    const attachment = partOfType(message, 'application/pdf');
    expect(attachment?.headers.get('content-disposition')).toContain('filename=guide-pretscope.pdf');
    expect(attachment?.body.equals(Buffer.from(pdf))).toBe(true);
  });

  it('answers a refused address as a permanent failure and a refused login as one to retry', async () => {
    const refusedAddress = createSmtpMailer({
      url: `smtp://pretscope:secret@127.0.0.1:${smtp.port}`,
      from: 'ne-pas-repondre@pretscope.example',
    });
    const nobody = await refusedAddress.send({ to: 'nobody@example.lu', subject: 'Test', text: 'Test' });
    refusedAddress.close();
    expect(nobody).toMatchObject({ ok: false, error: { type: 'mail/failed', permanent: true } });
    const wrongPassword = createSmtpMailer({
      url: `smtp://pretscope:wrong@127.0.0.1:${smtp.port}`,
      from: 'ne-pas-repondre@pretscope.example',
    });
    const refusedLogin = await wrongPassword.send({ to: 'ana@example.lu', subject: 'Test', text: 'Test' });
    wrongPassword.close();
    expect(refusedLogin).toMatchObject({ ok: false, error: { type: 'mail/failed', permanent: false } });
    expect(refusedLogin.ok ? '' : refusedLogin.error.detail).toContain('EAUTH');
  });

  it('fails quickly, as data, when no server answers', async () => {
    const closed = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'ne-pas-repondre@pretscope.example', timeoutMs: 2_000 });
    const started = Date.now();
    const result = await closed.send({ to: 'ana@example.lu', subject: 'Test', text: 'Test' });
    closed.close();
    expect(result).toMatchObject({ ok: false, error: { permanent: false } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
