import * as v from 'valibot';
import { imageReference, markdownText, requiredText, slugSchema } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** Who signs articles (API type `authors`), with a page under /auteurs (spec §2). */
export interface Author {
  id: number;
  name: string;
  slug: string;
  /** Markdown. */
  bio: string;
  /** A path on this site or an http(s) URL. */
  avatar: string | null;
}

const authorObject = strictEntity({
  name: requiredText('Le nom', 200),
  slug: slugSchema,
  bio: v.optional(markdownText('La biographie', 20_000), ''),
  avatar: v.optional(v.nullable(imageReference('La photo')), null),
});

export const authorInputSchema = authorObject;
export type AuthorInput = v.InferOutput<typeof authorInputSchema>;

export const authorPatchSchema = v.partial(authorObject);
export type AuthorPatch = v.InferOutput<typeof authorPatchSchema>;
