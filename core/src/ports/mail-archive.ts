/**
 * Copies of the e-mails a mailer keeps itself: the .eml files written to data/outbox/ when no SMTP server is set
 * (with SMTP there are none here). They hold personal data like the outbox did, so retention and erasure reach them.
 */
export interface MailArchive {
  /** Removes the copies filed under this address (see MailMessage.dataSubject) or sent to it; answers how many. */
  eraseAddress(email: string): Promise<number>;
  /** Removes the copies written before this instant; answers how many. */
  purgeBefore(before: Date): Promise<number>;
}
