import * as v from 'valibot';
import { emailSchema } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * A person's request about their own data (GDPR art. 15 and 17): a copy of everything tied to an e-mail address,
 * or its erasure. Made from the privacy policy's form, and confirmed through a link sent to that address before
 * anything is shown or erased; or made by an admin from the back office for a request received by post.
 */
export const dataRequestKinds = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/** Where a request came from: the site's form (confirmed by e-mail) or the back office (checked by the admin). */
export type DataRequestChannel = 'site' | 'back-office';

/**
 * How long a confirmation link works. Short, since it opens a copy of personal data or erases it; long enough to
 * find the e-mail the next day.
 */
export const DATA_REQUEST_VALID_HOURS = 48;

/** What each kind is called where a person reads it. */
export const DATA_REQUEST_KIND_LABELS: Readonly<Record<DataRequestKind, string>> = {
  export: 'copie de vos données',
  erasure: 'effacement de vos données',
};

export const dataRequestInputSchema = strictEntity({
  email: emailSchema,
  kind: v.picklist(dataRequestKinds, 'Choisissez ce que vous demandez\u00a0: une copie de vos données, ou leur effacement.'),
});
export type DataRequestInput = v.InferOutput<typeof dataRequestInputSchema>;

/** A stored request. The address is removed once the request is carried out; what was done stays, as proof. */
export interface DataRequest {
  id: number;
  kind: DataRequestKind;
  email: string | null;
  channel: DataRequestChannel;
  createdAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  completedAt: Date | null;
  /** How many records of each table were copied or erased. */
  summary: Record<string, number> | null;
}
