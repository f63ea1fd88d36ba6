import * as v from 'valibot';
import { formatNumber } from '../format/format-number.ts';
import { requiredText } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';
import { truncatedIpSchema } from '../personal-data/truncate-ip.ts';
import { LOGGED_ERROR_CONTENT_MAX_LENGTH, LOGGED_ERROR_URL_MAX_LENGTH } from './logged-error-limits.ts';

export { LOGGED_ERROR_CONTENT_MAX_LENGTH, LOGGED_ERROR_URL_MAX_LENGTH } from './logged-error-limits.ts';

/** An error a visitor's browser reported (spec §3 and §8, API type `loggederror`). */
export interface LoggedError {
  id: number;
  /** 'error : …' (spec §8). */
  content: string;
  /** Truncated (see truncate-ip.ts). */
  ip: string | null;
  /** Where the error was caught: 'global' for rendering errors (spec §8). */
  sheet: string;
  /** The route the visitor was on. */
  url: string;
  createdAt: Date;
}

const loggedErrorObject = strictEntity({
  // Not trimmed: a stack trace's indentation is part of what makes it readable.
  content: v.pipe(
    v.string('Le contenu doit être un texte.'),
    v.nonEmpty('Le contenu est obligatoire.'),
    v.maxLength(
      LOGGED_ERROR_CONTENT_MAX_LENGTH,
      `Le contenu ne doit pas dépasser ${formatNumber(LOGGED_ERROR_CONTENT_MAX_LENGTH, 0)} caractères.`,
    ),
  ),
  ip: v.optional(v.nullable(truncatedIpSchema), null),
  sheet: v.optional(requiredText('La feuille', 100), 'global'),
  url: requiredText('L’adresse de la page', LOGGED_ERROR_URL_MAX_LENGTH),
});

/** What a visitor's browser may send (public, rate- and size-limited by the API). */
export const loggedErrorInputSchema = loggedErrorObject;
export type LoggedErrorInput = v.InferOutput<typeof loggedErrorInputSchema>;

export const loggedErrorPatchSchema = v.partial(loggedErrorObject);
export type LoggedErrorPatch = v.InferOutput<typeof loggedErrorPatchSchema>;
