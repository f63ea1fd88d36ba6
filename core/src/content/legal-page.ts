import * as v from 'valibot';
import { markdownText, requiredText, slugSchema } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** Terms, legal notice, privacy policy… (API type `legalpages`; spec §2 routes /conditions-generales and others). */
export interface LegalPage {
  id: number;
  title: string;
  slug: string;
  /** Markdown. */
  content: string;
  createdAt: Date;
  /** Shown as the page's « dernière mise à jour ». */
  modifiedAt: Date;
}

const legalPageObject = strictEntity({
  title: requiredText('Le titre', 200),
  slug: slugSchema,
  content: v.optional(markdownText('Le contenu'), ''),
});

export const legalPageInputSchema = legalPageObject;
export type LegalPageInput = v.InferOutput<typeof legalPageInputSchema>;

export const legalPagePatchSchema = v.partial(legalPageObject);
export type LegalPagePatch = v.InferOutput<typeof legalPagePatchSchema>;
