import type { PersonalDataTable } from '../personal-data/personal-data-tables.ts';

/** Every record tied to an address, table by table, each row with its columns (secrets left out). */
export type PersonalDataRecords = Partial<Record<PersonalDataTable, Record<string, unknown>[]>>;

export interface ErasureReport {
  /** Rows removed or anonymised, per table. */
  tables: Partial<Record<PersonalDataTable, number>>;
  /** The address is the only admin account's: it is kept so the back office stays reachable (and said so). */
  keptLastAdmin: boolean;
}

/** Finds and erases everything tied to one e-mail address, for the rights of access and erasure (GDPR art. 15, 17). */
export interface PersonalDataStore {
  /**
   * The records tied to the address: those whose address column is it (any case), and logged errors whose text
   * mentions it. Other people's records that merely mention it are not given out (art. 15(4)); they are redacted
   * on erasure. Password hashes and token digests are left out; the limiter's live windows for `rateLimitKeys` are
   * included (their counts, not the keys).
   */
  collect(email: string, options: { rateLimitKeys: readonly string[] }): Promise<PersonalDataRecords>;
  /**
   * Removes the records whose address column is it and blanks it out of every other text that mentions it (see
   * core address-mention.ts), including e-mails waiting in the outbox, delivery errors and mailings' recipients.
   * `keepRequestId` is the request being carried out (completed by its caller); `rateLimitKeys` are the limiter
   * keys derived from the address, whose windows go too.
   */
  erase(email: string, options: { keepRequestId?: number; rateLimitKeys: readonly string[] }): Promise<ErasureReport>;
}
