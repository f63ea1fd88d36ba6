import { err, ok, type Mailer } from '@pretscope/core';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { subjectTag } from './outbox-files.ts';
import { mailFailure, toNodemailerMessage } from './nodemailer-message.ts';

export interface OutboxMailerOptions {
  /** Where the messages go: data/outbox/ by default (the composition root decides). */
  dir: string;
  from: string;
  /** For the file names; the system clock by default. */
  now?: () => Date;
}

/**
 * The one-machine default when SMTP_URL is not set: every message is written, exactly as it would be sent
 * (RFC 5322 with its MIME parts, CRLF line ends, built by nodemailer's stream transport), to a .eml file that any
 * mail program opens. Files are written under a temporary name and renamed, so a reader never sees half a message.
 * A file's name is its writing time, a random part and, when the message says whose data it carries, a tag of that
 * address (createOutboxMailArchive erases and purges by them).
 */
export function createOutboxMailer({ dir, from, now = () => new Date() }: OutboxMailerOptions): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(toNodemailerMessage(message, from));
        await mkdir(dir, { recursive: true });
        const stamp = now()
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        // Filed under whose data it carries, so an erasure finds the team's copy of a request too (see mail-archive).
        const name = `${stamp}-${randomBytes(4).toString('hex')}${message.dataSubject ? `-${subjectTag(message.dataSubject)}` : ''}.eml`;
        await writeFile(join(dir, `.${name}.tmp`), info.message as Buffer);
        await rename(join(dir, `.${name}.tmp`), join(dir, name));
        return ok({ messageId: info.messageId });
      } catch (error) {
        return err(mailFailure(error));
      }
    },
  };
}
