import type { MailError, MailMessage } from '@pretscope/core';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** The core's message as nodemailer takes it: bytes as Buffers, the sender from the adapter's settings. */
export function toNodemailerMessage(message: MailMessage, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  };
}

/**
 * A sending failure as data. Only the server refusing the address itself (a 5xx answer to RCPT TO, nodemailer's
 * EENVELOPE) is permanent; a refused login, a full queue or a lost connection may pass, so they are retried.
 */
export function mailFailure(error: unknown): MailError {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
  const permanent = code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
  return { type: 'mail/failed', detail: `${code ? `${code} : ` : ''}${message ?? String(error)}`.slice(0, 500), permanent };
}
