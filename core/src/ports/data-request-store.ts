import type { DataRequest, DataRequestChannel, DataRequestKind } from '../personal-data/data-request.ts';

export interface NewDataRequest {
  kind: DataRequestKind;
  email: string;
  channel: DataRequestChannel;
  /** SHA-256 of the confirmation link's token (site requests); null for a request the back office carries out at once. */
  digest: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** Set for a back-office request: the admin checked the requester, no link is needed. */
  confirmedAt?: Date | null;
}

/**
 * Requests for a copy or the erasure of a person's data, with their single-use confirmation tokens (stored as
 * digests, so a copy of the database gives no working link).
 */
export interface DataRequestStore {
  create(request: NewDataRequest): Promise<number>;
  /** The unconfirmed request a link's digest names, expired or not (the page says what its button will do); else null. */
  findByDigest(digest: string): Promise<DataRequest | null>;
  /**
   * Confirms the request the digest names if it is unconfirmed and `at` is before it expires, forgetting the
   * digest: one caller only ever gets it (two clicks at once confirm once). Null otherwise.
   */
  confirm(input: { digest: string; at: Date }): Promise<DataRequest | null>;
  /** Records what was done (rows per table) and forgets the address. */
  complete(id: number, input: { at: Date; summary: Record<string, number> }): Promise<void>;
}
