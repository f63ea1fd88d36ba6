import type { Result } from '../result.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Bytes, so that core stays free of Node's Buffer. */
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /**
   * The address of the person whose data the message carries (the outbox item's recipient; for the team's copy of a
   * request, the visitor's). Never sent: a mailer that keeps copies files them under it, so that an erasure of that
   * person's data finds them.
   */
  dataSubject?: string;
}

export type MailError = {
  type: 'mail/failed';
  detail: string;
  /** The server refused the recipient for good (a 5xx answer to the address): sending again cannot help. */
  permanent: boolean;
};

/** Sends an e-mail: over SMTP in production, to data/outbox/ on one machine, to a local SMTP server in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<Result<{ messageId: string }, MailError>>;
}
