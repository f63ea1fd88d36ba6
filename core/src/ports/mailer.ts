export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Attachments as bytes, so that core stays free of Node's Buffer. */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  headers?: Record<string, string>;
}

/** Sends an e-mail: over SMTP in production, to data/outbox/ on one machine, to a local SMTP server in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
