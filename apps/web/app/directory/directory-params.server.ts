import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@pretscope/core';

/** The kinds the directory's filter offers (`?type=banque|courtier`); the other kinds are listed unfiltered. */
export const DIRECTORY_KINDS = ['banque', 'courtier'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** Search text longer than this is cut: nobody types a longer company name, and the store bounds values anyway. */
const MAX_SEARCH_LENGTH = 100;

/** A path parameter that can be a slug at all; anything else is a 404 without asking the store. */
export function isSlug(text: string | undefined): text is string {
  return typeof text === 'string' && text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}

/** `?q=` as the readers get it: trimmed, bounded (the directory's bound unless told), or undefined when empty. */
export function searchText(raw: string | null, maxLength = MAX_SEARCH_LENGTH): string | undefined {
  const text = (raw ?? '').trim().slice(0, maxLength);
  return text === '' ? undefined : text;
}

/** `?type=` when it is one of the filter's values, else undefined (no filter). */
export function directoryKind(raw: string | null): DirectoryKind | undefined {
  return DIRECTORY_KINDS.find((kind) => kind === raw);
}
