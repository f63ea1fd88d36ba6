/** Which counter of a mailing to add to (spec §3 batch_count). */
export type BatchCounter = 'batchCount' | 'countOpenings' | 'countClick';

/**
 * Mailings and their counters (the batch_count table): every mailing is one batch, the e-mails sent, opened and
 * clicked are counted on it. Increments are done by the database, so several processes never lose a count.
 */
export interface MailingBatches {
  /** A new batch, counters at zero; answers its id. */
  start(input: { title: string; recipient: string }): Promise<number>;
  /** The batch with this title, started when there is none yet (a batch that spans a period, e.g. a month). */
  ensure(input: { title: string; recipient: string }): Promise<number>;
  /** Adds one to a counter; false when the batch does not exist (deleted since). */
  increment(id: number, counter: BatchCounter): Promise<boolean>;
}
