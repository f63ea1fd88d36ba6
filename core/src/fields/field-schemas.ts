import * as v from 'valibot';
import { formatNumber } from '../format/format-number.ts';
import { parseIsoDate } from './iso-date.ts';
import { normalizeToMidnight } from './normalize-date.ts';
import { parseUrl } from './parse-url.ts';
import {
  EMAIL_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  MAX_AMOUNT,
  MAX_DURATION_MONTHS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  URL_MAX_LENGTH,
} from './field-limits.ts';

/**
 * Field rules shared by the entities, each with its French messages. `label` is the field's name as a person
 * reads it, with its article ('Le nom', 'La question'): every message is built so that it agrees with either
 * gender ('… est obligatoire.', '… ne doit pas dépasser …').
 */

/**
 * The field's checks stop at the first one that fails, so a person reads one message per field, the one that
 * matters ('L’adresse e-mail est obligatoire.', not that and 'Adresse e-mail invalide.' for the same blank field).
 * Other fields are still all checked, so a form shows every field's problem at once.
 */
export function firstIssueOnly<const TSchema extends v.GenericSchema<unknown, unknown>>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

export {
  SLUG_PATTERN,
  SLUG_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  URL_MAX_LENGTH,
  MAX_AMOUNT,
  MAX_DURATION_MONTHS,
} from './field-limits.ts';

/** A single line of text, trimmed, that must not be empty. */
export function requiredText(label: string, maxLength: number) {
  return firstIssueOnly(
    v.pipe(
      v.string(`${label} doit être un texte.`),
      v.trim(),
      v.nonEmpty(`${label} est obligatoire.`),
      v.maxLength(maxLength, `${label} ne doit pas dépasser ${formatNumber(maxLength, 0)} caractères.`),
    ),
  );
}

/** Text that may be left empty, trimmed. */
export function optionalText(label: string, maxLength: number) {
  return v.pipe(
    v.string(`${label} doit être un texte.`),
    v.trim(),
    v.maxLength(maxLength, `${label} ne doit pas dépasser ${formatNumber(maxLength, 0)} caractères.`),
  );
}

/** Markdown, kept exactly as written (leading spaces and blank lines carry meaning in markdown), may be empty. */
export function markdownText(label: string, maxLength = MARKDOWN_MAX_LENGTH) {
  return v.pipe(
    v.string(`${label} doit être un texte.`),
    v.maxLength(maxLength, `${label} ne doit pas dépasser ${formatNumber(maxLength, 0)} caractères.`),
  );
}

export const slugSchema = firstIssueOnly(
  v.pipe(
    v.string('Le slug doit être un texte.'),
    v.nonEmpty('Le slug est obligatoire.'),
    v.maxLength(SLUG_MAX_LENGTH, `Le slug ne doit pas dépasser ${SLUG_MAX_LENGTH} caractères.`),
    v.regex(
      SLUG_PATTERN,
      'Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
    ),
  ),
);

/**
 * An e-mail address, trimmed and lowercased: domains are case-insensitive and in practice so are mailboxes,
 * and one spelling per address is what lets a login or a duplicate check find it.
 */
export const emailSchema = firstIssueOnly(
  v.pipe(
    v.string('L’adresse e-mail doit être un texte.'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('L’adresse e-mail est obligatoire.'),
    v.maxLength(EMAIL_MAX_LENGTH, `L’adresse e-mail ne doit pas dépasser ${EMAIL_MAX_LENGTH} caractères.`),
    v.email('Adresse e-mail invalide.'),
  ),
);

/**
 * True for an absolute http or https URL with a host, written with its `//` (`http:example.com`, which the URL
 * parser would take, is refused: the message promises « commençant par http:// ou https:// »); `javascript:`,
 * `data:` or relative links are refused. The outbound redirect follows only links this accepts.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A link to a web page: only http and https, so that a stored link can never run a script when clicked. */
export function httpUrl(label: string) {
  return firstIssueOnly(
    v.pipe(
      v.string(`${label} doit être un texte.`),
      v.trim(),
      v.nonEmpty(`${label} est obligatoire.`),
      v.maxLength(URL_MAX_LENGTH, `${label} ne doit pas dépasser ${formatNumber(URL_MAX_LENGTH, 0)} caractères.`),
      v.check(isHttpUrl, `${label} doit être une adresse web commençant par http:// ou https://.`),
    ),
  );
}

/** An image: a path on this site ('/uploads/logo.png') or an http(s) URL. */
export function imageReference(label: string) {
  return firstIssueOnly(
    v.pipe(
      v.string(`${label} doit être un texte.`),
      v.trim(),
      v.nonEmpty(`${label} est obligatoire.`),
      v.maxLength(URL_MAX_LENGTH, `${label} ne doit pas dépasser ${formatNumber(URL_MAX_LENGTH, 0)} caractères.`),
      v.check(
        // '//host/x' is a protocol-relative URL to another site, not a path on ours.
        (text) => (text.startsWith('/') && !text.startsWith('//')) || isHttpUrl(text),
        `${label} doit être un chemin commençant par / ou une adresse web http(s).`,
      ),
    ),
  );
}

/** An annual rate in percent (3.5 means 3,5 %). */
export function rate(label = 'Le taux') {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.minValue(0, `${label} doit être compris entre 0 et 100\u00a0%.`),
      v.maxValue(100, `${label} doit être compris entre 0 et 100\u00a0%.`),
    ),
  );
}

/** An amount in euros. */
export function amount(label = 'Le montant') {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.gtValue(0, `${label} doit être supérieur à 0\u00a0€.`),
      v.maxValue(MAX_AMOUNT, `${label} ne doit pas dépasser 100\u202f000\u202f000\u00a0€.`),
    ),
  );
}

/** A duration in whole months (spec §9: durations are stored in months). */
export function durationMonths(label = 'La durée') {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.integer(`${label} doit être un nombre entier de mois.`),
      v.minValue(1, `${label} doit être comprise entre 1 et ${MAX_DURATION_MONTHS}\u00a0mois.`),
      v.maxValue(MAX_DURATION_MONTHS, `${label} doit être comprise entre 1 et ${MAX_DURATION_MONTHS}\u00a0mois.`),
    ),
  );
}

/** The id of a stored record. */
export function id(label = 'L’identifiant') {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.integer(`${label} doit être un entier positif.`),
      v.minValue(1, `${label} doit être un entier positif.`),
      v.maxValue(Number.MAX_SAFE_INTEGER, `${label} est trop grand.`),
    ),
  );
}

/** Ids of related records, each at most once. */
export function idList(label: string) {
  return v.pipe(
    v.array(id(`Chaque identifiant de ${label}`), `La liste de ${label} doit être une liste.`),
    v.maxLength(1_000, `La liste de ${label} ne doit pas dépasser 1\u202f000 éléments.`),
    v.check((ids) => new Set(ids).size === ids.length, `La liste de ${label} contient un doublon.`),
  );
}

/** A count of things: a whole number, zero or more. */
export function count(label: string) {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.integer(`${label} doit être un nombre entier.`),
      v.minValue(0, `${label} ne peut pas être négatif.`),
      v.maxValue(Number.MAX_SAFE_INTEGER, `${label} est trop grand.`),
    ),
  );
}

export function flag(label: string) {
  return v.boolean(`${label} doit être vrai ou faux.`);
}

/** A date from JSON (ISO 8601 text, see `parseIsoDate`) or from code (a valid Date). */
export function dateInput(label = 'La date') {
  const message = `${label} doit être une date valide (AAAA-MM-JJ).`;
  return v.pipe(
    v.union([v.string(message), v.date(message)], message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const date = typeof dataset.value === 'string' ? parseIsoDate(dataset.value) : new Date(dataset.value.getTime());
      if (date === null || Number.isNaN(date.getTime())) {
        addIssue({ message });
        return NEVER;
      }
      return date;
    }),
  );
}

/** A date kept as its day only (spec §3: dates normalised to midnight). */
export function dayInput(label = 'La date') {
  return v.pipe(dateInput(label), v.transform(normalizeToMidnight));
}

export const metaTitleSchema = optionalText('Le titre SEO', 200);
export const metaDescSchema = optionalText('La description SEO', 500);
/** Notes for the team; never shown to visitors (DESIGN.md: internal fields are never in a public answer). */
export const commentSchema = optionalText('Le commentaire interne', 5_000);
