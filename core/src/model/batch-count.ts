import * as v from 'valibot';
import { count, requiredText } from './field-schemas.js';
import { strictEntity } from './strict-entity.js';

/** Counters of one e-mail batch (spec §3, API type `batch_count`): how many were sent, opened and clicked. */
export interface BatchCount {
  id: number;
  title: string;
  /** Who the batch went to: a list's name or an address. */
  recipient: string;
  batchCount: number;
  countOpenings: number;
  countClick: number;
}

const batchCountObject = strictEntity({
  title: requiredText('Le titre', 200),
  recipient: requiredText('Le destinataire', 254),
  batchCount: v.optional(count('Le nombre d’envois'), 0),
  // Openings and clicks are not capped by the number sent: one person may open or click many times.
  countOpenings: v.optional(count('Le nombre d’ouvertures'), 0),
  countClick: v.optional(count('Le nombre de clics'), 0),
});

export const batchCountInputSchema = batchCountObject;
export type BatchCountInput = v.InferOutput<typeof batchCountInputSchema>;

export const batchCountPatchSchema = v.partial(batchCountObject);
export type BatchCountPatch = v.InferOutput<typeof batchCountPatchSchema>;
