import type {
  Actor,
  ChangeEntry,
  ChangeHistoryPage,
  RestoreVersionError,
  RestoreDeletedError,
  ImageUploadError,
  StoredImage,
  UploadFolder,
  ApiType,
  LogInError,
  LoginInput,
  PublicUser,
  RenewAccessTokenError,
  ResourceRecord,
  ResourceWriteError,
  Result,
  SaveOneLoanStatError,
  RateGrid,
  RateImportError,
  RateImportInput,
  RateImportReport,
  SaveRateGridError,
  SaveRateGridInput,
  StoredLoanstat,
  TokenClaims,
} from '@pretscope/core';

/**
 * What the back office calls in-process (DESIGN.md: pages never call the JSON API over HTTP): the same core use
 * cases and access policy as the API, bound by the composition root to this request's unit of work.
 */
export interface BackOfficeUseCases {
  logIn(input: LoginInput & { clientIp: string }): Promise<Result<{ token: string; user: PublicUser }, LogInError>>;
  renewAccessToken(input: { token: string }): Promise<Result<{ token: string; claims: TokenClaims }, RenewAccessTokenError>>;
  verifyAccessToken(token: string): Promise<TokenClaims | null>;
  createResource(input: {
    actor: Actor;
    type: ApiType;
    attributes: Record<string, unknown>;
  }): Promise<Result<ResourceRecord, ResourceWriteError>>;
  updateResource(input: {
    actor: Actor;
    type: ApiType;
    id: number;
    attributes: Record<string, unknown>;
  }): Promise<Result<ResourceRecord, ResourceWriteError>>;
  removeResource(input: { actor: Actor; type: ApiType; id: number }): Promise<Result<void, ResourceWriteError>>;
  /** One page of a record's history of changes, newest first (decision 0019). */
  listChanges(input: {
    actor: Actor;
    type: ApiType;
    id: number;
    page: number;
  }): Promise<Result<ChangeHistoryPage & { page: number; pageSize: number }, { type: 'access/denied'; signedIn: boolean }>>;
  /** An admin's « Restaurer cette version »: the record as it was before the entry's change, itself recorded. */
  restoreVersion(input: {
    actor: Actor;
    entryId: number;
    record?: { type: ApiType; id: number };
  }): Promise<Result<{ record: ResourceRecord; entry: ChangeEntry; changed: boolean }, RestoreVersionError>>;
  /** The deleted records an admin may bring back (articles, legal pages, categories, products), newest first. */
  listDeletedRecords(input: {
    actor: Actor;
    type?: ApiType;
    page: number;
  }): Promise<Result<ChangeHistoryPage & { page: number; pageSize: number }, { type: 'access/denied'; signedIn: boolean }>>;
  /** An admin brings a deleted record back under a new number, recorded as a restore of the deletion. */
  restoreDeleted(input: {
    actor: Actor;
    entryId: number;
  }): Promise<Result<{ record: ResourceRecord; entry: ChangeEntry }, RestoreDeletedError>>;
  /** Keeps an uploaded image (logos, article images), checked from its content. */
  uploadImage(input: { folder: UploadFolder; bytes: Uint8Array }): Promise<Result<StoredImage, ImageUploadError>>;
  saveOneLoanStat(input: { productId: number }): Promise<Result<StoredLoanstat, SaveOneLoanStatError>>;
  /** A product's rates on its categories' amount × duration grid (issue 22). */
  readRateGrid(input: { productId: number }): Promise<Result<RateGrid, { type: 'product/not-found' }>>;
  /** The changed cells of a product's grid, written as one dated batch; nothing when a cell is refused. */
  saveRateGrid(
    input: SaveRateGridInput & { actor: Actor },
  ): Promise<Result<{ written: number; createdAt: Date; grid: RateGrid }, SaveRateGridError>>;
  /** The CLI's rate import, from the back office's CSV (a dry run first, then all or nothing). */
  importRateObservations(input: RateImportInput & { actor: Actor }): Promise<Result<RateImportReport, RateImportError>>;
}
