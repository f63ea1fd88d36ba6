import { err, ok, type Mailer } from '@pretscope/core';
import { createTransport } from 'nodemailer';
import { mailFailure, toNodemailerMessage } from './nodemailer-message.ts';

export interface SmtpMailerOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the server offers it), smtps://user:pass@host:465 (TLS). */
  url: string;
  /** MAIL_FROM: « Prêtscope <ne-pas-repondre@pretscope.lu> ». */
  from: string;
  /** How long a connection, the server's greeting and a silent socket may take; the outbox retries after. */
  timeoutMs?: number;
}

/**
 * E-mail over SMTP with nodemailer, one pooled transport per process. Every wait is bounded, so a mail server that
 * hangs fails the attempt (the outbox tries again later) instead of holding the worker.
 */
export function createSmtpMailer({ url, from, timeoutMs = 20_000 }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(toNodemailerMessage(message, from));
        return ok({ messageId: info.messageId });
      } catch (error) {
        return err(mailFailure(error));
      }
    },
    close: () => transport.close(),
  };
}
