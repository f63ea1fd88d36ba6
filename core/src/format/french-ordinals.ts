/**
 * Ordinals in typeset French text (« 1er », « 2e », « XXe »), apart from the typography rules themselves, so that
 * a page that shows text already typeset (core's sources, dates) can set their suffixes in superscript without
 * loading those rules (french-typography.ts applies them, then cuts through `ordinalParts`).
 */

/** URLs and e-mail addresses, which keep every character as written and hold no ordinal. */
export const PROTECTED =
  /(?:\b(?:https?|ftp|mailto):[^\s<>"«»]+|\bwww\.[^\s<>"«»]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/giu;

export type FrenchTextPart = { kind: 'text'; text: string } | { kind: 'ordinal'; figure: string; suffix: string };

/**
 * 1er, 1re, 2e, 2nd, 3es and Roman XXe, Ier, Ve. A single Roman letter only where no French word is spelt that
 * way: « Le », « Ce », « Les » and « Vers » are words, not ordinals.
 */
const ORDINAL = /(?<![\p{L}\p{N}.,])(?:(\p{N}+)(ers?|res?|es?|nde?s?|èmes?)|([IVXLC]{2,}|[IVX])(e)|(I)(er|re))(?![\p{L}\p{N}])/gu;

/**
 * Text (already in French typography) cut into text and ordinals; URLs and e-mail addresses hold none. Joining the
 * parts back (figure + suffix) gives the text; adjacent text is merged, so no part is an empty text.
 */
export function ordinalParts(text: string): FrenchTextPart[] {
  const parts: FrenchTextPart[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let last = 0;
  const cut = (prose: string) => {
    let from = 0;
    for (const match of prose.matchAll(ORDINAL)) {
      pushText(prose.slice(from, match.index));
      parts.push({ kind: 'ordinal', figure: (match[1] ?? match[3] ?? match[5])!, suffix: (match[2] ?? match[4] ?? match[6])! });
      from = match.index + match[0].length;
    }
    pushText(prose.slice(from));
  };
  for (const match of text.matchAll(PROTECTED)) {
    cut(text.slice(last, match.index));
    pushText(match[0]);
    last = match.index + match[0].length;
  }
  cut(text.slice(last));
  return parts;
}
