/**
 * Copies of the e-mails a mailer keeps itself: the .eml files written to data/outbox/ when no SMTP server is set
 * (with SMTP there are none here). They hold personal data like the outbox did, so retention and erasure reach them.
 * Files are not in the database's transactions: an erasure counts the copies inside its transaction and removes
 * them once it has committed (see confirmDataRequest), so a failed erasure leaves them, and a repeated one finds them.
 */
export interface MailArchive {
  /**
   * How many copies are tied to this address — filed under it (see MailMessage.dataSubject), or whose headers or
   * text mention it (sent to it, or quoting it) —; nothing is removed.
   */
  countAddress(email: string): Promise<number>;
  /** Removes the copies tied to this address, as countAddress finds them; answers how many. Safe to repeat. */
  eraseAddress(email: string): Promise<number>;
  /** Removes the copies written before this instant; answers how many. */
  purgeBefore(before: Date): Promise<number>;
}
