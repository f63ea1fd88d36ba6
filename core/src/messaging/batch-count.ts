import * as v from 'valibot';
import { count, firstIssueOnly, requiredText } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** Counters of one e-mail batch (spec §3, API type `batch_count`): how many were sent, opened and clicked. */
export interface BatchCount {
  id: number;
  title: string;
  /** Who the batch went to: a list's name (« Alertes de taux confirmées »), never a person's address. */
  recipient: string;
  batchCount: number;
  countOpenings: number;
  countClick: number;
}

/** Anything shaped like an address (characters, '@', characters): refused whole rather than guessed at. */
const ADDRESS_LIKE = /[^\s@]@[^\s@]/;

/**
 * A mailing's label, which must not name a person: the counters are statistics with nothing per person
 * (docs/personal-data.md), so a batch is named after its list, never after someone's e-mail address.
 */
function labelWithoutAddress(label: string, maxLength: number) {
  return firstIssueOnly(
    v.pipe(
      requiredText(label, maxLength),
      v.check(
        (text) => !ADDRESS_LIKE.test(text),
        `${label} ne doit pas contenir d’adresse e-mail\u00a0: un envoi groupé est désigné par sa liste, jamais par une personne.`,
      ),
    ),
  );
}

const batchCountObject = strictEntity({
  title: labelWithoutAddress('Le titre', 200),
  recipient: labelWithoutAddress('Le destinataire', 254),
  batchCount: v.optional(count('Le nombre d’envois'), 0),
  // Openings and clicks are not capped by the number sent: one person may open or click many times.
  countOpenings: v.optional(count('Le nombre d’ouvertures'), 0),
  countClick: v.optional(count('Le nombre de clics'), 0),
});

export const batchCountInputSchema = batchCountObject;
export type BatchCountInput = v.InferOutput<typeof batchCountInputSchema>;

export const batchCountPatchSchema = v.partial(batchCountObject);
export type BatchCountPatch = v.InferOutput<typeof batchCountPatchSchema>;
