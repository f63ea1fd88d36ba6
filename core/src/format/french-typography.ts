/**
 * French typography for text a visitor reads (Imprimerie nationale's rules, as the product's formatters apply them):
 * - a narrow non-breaking space (U+202F) before « ; ! ? », inside « », and between groups of three digits;
 * - a non-breaking space (U+00A0) before « : », before « % » and « € », between a figure and its unit
 *   (« 24 mois », « 20 ans »), and between a date's day and its month (« 1er novembre », « 11 février »: the day is
 *   never left at the end of a line);
 * - the typographic apostrophe (’) for a straight one between two letters;
 * - ordinals (« 1er », « 2e », « XXe ») as a figure and a superscript suffix, through `frenchTextParts`.
 *
 * Only spaces and apostrophes change: a space that is missing is added, a breakable one becomes the right
 * non-breaking one, every other character stays. URLs and e-mail addresses are left exactly as written, and
 * times (« 10:30 ») are untouched because a colon between two digits is never given a space.
 * Hand-written rather than a library: core depends on valibot alone, and the libraries that do this (typograf,
 * richtypo) carry many languages' rules and work on HTML strings, where the markdown renderer has text nodes.
 */

import { ordinalParts, PROTECTED, type FrenchTextPart } from './french-ordinals.ts';

export type { FrenchTextPart } from './french-ordinals.ts';

import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './french-spaces.ts';

export { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './french-spaces.ts';

/** Spaces a line may break at (and the non-breaking ones, so that the wrong kind is put right). */
const ANY_SPACE = '[\\t\\n\\r \\u00a0\\u2000-\\u200a\\u202f]';
/** Spaces a line may break at. */
const BREAKABLE_SPACE = '[\\t\\n\\r \\u2000-\\u200a]';

/** Units written after a figure, which must stay on its line. */
const UNITS = '(?:mois|ans?|jours?|semaines?|heures?|minutes?|mensualités?|euros?|€|%)(?![\\p{L}\\p{N}])';

/** The months, after a day (« 1er novembre 2026 »). */
const MONTHS = '(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\\p{L}\\p{N}])';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // l'été → l’été (only between two letters: a straight quote used as a quotation mark is left alone).
  [/(?<=\p{L})'(?=\p{L})/gu, '’'],
  // « texte » with narrow non-breaking spaces inside, whatever was there.
  [new RegExp(`«${ANY_SPACE}*`, 'gu'), `«${NARROW_NO_BREAK_SPACE}`],
  [new RegExp(`${ANY_SPACE}*»`, 'gu'), `${NARROW_NO_BREAK_SPACE}»`],
  // Any space before ; ! ? becomes narrow and non-breaking; a missing one is added after a word.
  [new RegExp(`${ANY_SPACE}+(?=[;!?])`, 'gu'), NARROW_NO_BREAK_SPACE],
  [new RegExp(`(?<=[\\p{L}\\p{N})\\]»])(?=[;!?]+(?:${ANY_SPACE}|$|[)\\]»"'’.,]))`, 'gu'), NARROW_NO_BREAK_SPACE],
  // Any space before a colon becomes non-breaking; a missing one is added after a word, never between digits.
  [new RegExp(`${ANY_SPACE}+(?=:)`, 'gu'), NO_BREAK_SPACE],
  [new RegExp(`(?<=[\\p{L})\\]»])(?=:(?:${ANY_SPACE}|$))`, 'gu'), NO_BREAK_SPACE],
  // 3,5 % and 1 200 €: a breakable space before the sign becomes non-breaking, a missing one after a figure is added.
  [new RegExp(`${BREAKABLE_SPACE}+(?=[%€])`, 'gu'), NO_BREAK_SPACE],
  [/(?<=\p{N})(?=[%€])/gu, NO_BREAK_SPACE],
  // 24 mois, 20 ans.
  [new RegExp(`(?<=\\p{N})${BREAKABLE_SPACE}+(?=${UNITS})`, 'gu'), NO_BREAK_SPACE],
  // 1er novembre, 11 février: a day of one or two figures (or « 1er ») and its month.
  [new RegExp(`(?<=(?<![\\p{N}.,])(?:1er|\\p{N}{1,2}))${BREAKABLE_SPACE}+(?=${MONTHS})`, 'gu'), NO_BREAK_SPACE],
];

/**
 * Groups of three digits after a first group of one to three, separated by a space or a no-break space: 1 234 567
 * (not a year followed by a figure). Both become the narrow no-break space.
 */
const DIGIT_GROUPS = /(?<![\p{N}.,])\p{N}{1,3}(?:[ \u00a0]\p{N}{3})+(?!\p{N})/gu;

function typesetProse(prose: string): string {
  let text = prose;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.replace(DIGIT_GROUPS, (groups) => groups.replace(/[ \u00a0]/g, NARROW_NO_BREAK_SPACE));
}

/** The text cut into prose, which typography applies to, and URLs or e-mail addresses, which it leaves alone. */
function segments(text: string): Array<{ prose: boolean; text: string }> {
  const parts: Array<{ prose: boolean; text: string }> = [];
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    if (match.index > last) parts.push({ prose: true, text: text.slice(last, match.index) });
    parts.push({ prose: false, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ prose: true, text: text.slice(last) });
  return parts;
}

/**
 * `text` with French spaces and apostrophes (see the module's comment). Idempotent: typesetting typeset text
 * changes nothing. Meant for French prose only: code, identifiers and English messages do not go through it.
 */
export function frenchTypography(text: string): string {
  return segments(text)
    .map((part) => (part.prose ? typesetProse(part.text) : part.text))
    .join('');
}

/**
 * `frenchTypography(text)` cut into text and ordinals, for a renderer to set the ordinals' suffixes in
 * superscript. Joining the parts back (figure + suffix) gives `frenchTypography(text)`; URLs and e-mail
 * addresses hold no ordinal. Adjacent text is always merged, so no part is an empty text.
 */
export function frenchTextParts(text: string): FrenchTextPart[] {
  return ordinalParts(frenchTypography(text));
}
