import * as v from 'valibot';
import { requiredText, slugSchema } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * An article's rubrique (API type `rubriques`): the controlled list an article's `subcategory` is chosen from, so a
 * typo can no longer make a new subcategory and a new address. Its slug is the second segment of its articles'
 * addresses, /articles/{rubrique}/{article}; renaming it moves its articles and keeps each slug it had in
 * `previousSlugs`, whose addresses answer a permanent redirect to the new ones. Admins manage the list.
 */
export interface Rubrique {
  id: number;
  /** What visitors read above an article, « Crédit à la consommation ». */
  name: string;
  slug: string;
  /** The slugs it had before, oldest first: their addresses redirect (301). Kept by the server, never sent. */
  previousSlugs: string[];
}

const rubriqueObject = strictEntity({
  name: requiredText('Le nom', 80),
  slug: slugSchema,
});

export const rubriqueInputSchema = rubriqueObject;
export type RubriqueInput = v.InferOutput<typeof rubriqueInputSchema>;

export const rubriquePatchSchema = v.partial(rubriqueObject);
export type RubriquePatch = v.InferOutput<typeof rubriquePatchSchema>;

export const UNKNOWN_RUBRIQUE_MESSAGE = 'Choisissez une rubrique de la liste (back-office, Rubriques), ou aucune.';
export const RUBRIQUE_IN_USE_MESSAGE = 'Cette rubrique classe encore des articles\u00a0: changez-les de rubrique avant de la supprimer.';
export const RUBRIQUE_SLUG_TAKEN_MESSAGE =
  'Une autre rubrique a eu cette adresse\u00a0: choisissez-en une autre, ses anciens liens y mènent encore.';

/** The slugs kept after a rename from `from` to `to`: `from` added once, `to` taken out (a rubrique renamed back). */
export function previousSlugsAfterRename(previous: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...previous];
  return [...previous.filter((slug) => slug !== from && slug !== to), from];
}
