import type {
  Actor,
  BackOfficeDataRequestError,
  DataRequestKind,
  DataRequestLinkError,
  DataRequestOutcome,
  PersonalDataTable,
  RequestPersonalDataError,
  Result,
  RetentionOutcome,
} from '@pretscope/core';

/**
 * A person's rights over their data (the privacy policy's form, its e-mailed link, the back office's requests
 * received by post) and the retention runs, as the pages call them in-process (composition root, per request).
 */
export interface PersonalDataUseCases {
  requestPersonalData(input: {
    attributes: Record<string, unknown>;
    clientIp: string | null;
  }): Promise<Result<{ validHours: number }, RequestPersonalDataError>>;
  describeDataRequest(input: { token: string }): Promise<Result<{ kind: DataRequestKind; expiresAt: Date }, DataRequestLinkError>>;
  confirmDataRequest(input: { token: string; kind?: DataRequestKind }): Promise<Result<DataRequestOutcome, DataRequestLinkError>>;
  previewPersonalData(input: {
    actor: Actor;
    attributes: Record<string, unknown>;
  }): Promise<Result<{ email: string; counts: Record<PersonalDataTable, number> }, BackOfficeDataRequestError>>;
  carryOutBackOfficeDataRequest(input: {
    actor: Actor;
    attributes: Record<string, unknown>;
  }): Promise<Result<DataRequestOutcome, BackOfficeDataRequestError>>;
  applyRetentionNow(): Promise<RetentionOutcome>;
}
