import type {
  Actor,
  MarketCountry,
  PreviewCheck,
  PreviewKind,
  ReminderLinkError,
  RequestRecap,
  ResourceRecord,
  ResourceWriteError,
  Result,
} from '@pretscope/core';

/**
 * The request forms' and the e-mails' use cases (composition root, per request): requests stored with the e-mails
 * they cause, the rate reminders' double opt-in and unsubscribe, and the mailings' tracked links.
 */
export interface MessagingUseCases {
  submitLead(input: { actor: Actor; attributes: Record<string, unknown> }): Promise<Result<ResourceRecord, ResourceWriteError>>;
  requestEbook(input: {
    actor: Actor;
    attributes: Record<string, unknown>;
    country?: MarketCountry;
  }): Promise<Result<ResourceRecord, ResourceWriteError>>;
  submitReminder(input: { actor: Actor; attributes: Record<string, unknown> }): Promise<Result<ResourceRecord, ResourceWriteError>>;
  confirmReminder(input: { token: string }): Promise<Result<{ email: string; alreadyConfirmed: boolean }, ReminderLinkError>>;
  unsubscribeReminder(input: { reminderId: number; signature: string }): Promise<Result<void, ReminderLinkError>>;
  countMailOpening(input: { batchId: number; signature: string }): Promise<boolean>;
  followMailLink(input: { batchId: number; signature: string; path: string }): Promise<string | null>;
  /** The recap of a request just sent, signed for the visitor's cookie (core request-recap.ts), and read back. */
  sealRequestRecap(recap: RequestRecap): string;
  openRequestRecap(sealed: string | null | undefined): RequestRecap | null;
  /** A link showing a record as its public page will, unpublished too, signed for a week (core preview-link.ts). */
  previewPath(kind: PreviewKind, id: number): string;
  /** Whether a preview request is a link the server signed and still valid. */
  checkPreview(request: { kind: string; id: string; expire: string | null; signature: string | null }): PreviewCheck;
}
