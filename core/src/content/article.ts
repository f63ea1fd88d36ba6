import * as v from 'valibot';
import {
  dateInput,
  flag,
  id,
  imageReference,
  markdownText,
  metaDescSchema,
  metaTitleSchema,
  optionalText,
  requiredText,
  slugSchema,
} from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** An editorial article (API type `articles`), at /articles/{slug} or /articles/{subcategory}/{slug} (spec §2). */
export interface Article {
  id: number;
  title: string;
  slug: string;
  /** The slug of the article's subcategory, or null for an article at /articles/{slug}. */
  subcategory: string | null;
  summary: string;
  /** Markdown. */
  content: string;
  /** A path on this site or an http(s) URL. */
  image: string | null;
  authorId: number | null;
  isPublished: boolean;
  publishedAt: Date | null;
  metaTitle: string;
  metaDesc: string;
  createdAt: Date;
  modifiedAt: Date;
}

const articleObject = strictEntity({
  title: requiredText('Le titre', 200),
  slug: slugSchema,
  subcategory: v.optional(v.nullable(slugSchema), null),
  summary: v.optional(optionalText('Le résumé', 1_000), ''),
  content: v.optional(markdownText('Le contenu'), ''),
  image: v.optional(v.nullable(imageReference('L’image')), null),
  authorId: v.optional(v.nullable(id('L’auteur')), null),
  // A new article is a draft until an editor publishes it.
  isPublished: v.optional(flag('«\u202fPublié\u202f»'), false),
  publishedAt: v.optional(v.nullable(dateInput('La date de publication')), null),
  metaTitle: v.optional(metaTitleSchema, ''),
  metaDesc: v.optional(metaDescSchema, ''),
});

export const articleInputSchema = articleObject;
export type ArticleInput = v.InferOutput<typeof articleInputSchema>;

export const articlePatchSchema = v.partial(articleObject);
export type ArticlePatch = v.InferOutput<typeof articlePatchSchema>;
