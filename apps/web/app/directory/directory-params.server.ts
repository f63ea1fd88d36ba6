/** The kinds the directory's filter offers (`?type=banque|courtier`); the other kinds are listed unfiltered. */
export const DIRECTORY_KINDS = ['banque', 'courtier'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** `?type=` when it is one of the filter's values, else undefined (no filter). */
export function directoryKind(raw: string | null): DirectoryKind | undefined {
  return DIRECTORY_KINDS.find((kind) => kind === raw);
}
