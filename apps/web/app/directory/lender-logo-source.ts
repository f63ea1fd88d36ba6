import { lenderWordmarkSize, lenderWordmarkVersion, type WordmarkForm } from '@pretscope/core';

/** What a lender's logo is chosen from: its record's name, slug and kind, and the logo an editor uploaded, if any. */
export interface LogoLender {
  name: string;
  slug: string;
  kind: string;
  logo: string | null;
}

/**
 * A logo as a page shows it: where it is, and its proportions (a generated logo's own size; an uploaded one's box).
 * Loaders compute it, so that the wordmark's drawing code stays on the server and out of the pages' JavaScript.
 */
export interface ShownLogo {
  src: string;
  width: number;
  height: number;
  uploaded: boolean;
}

/** The file names of the two generated forms under the lender's address (routes.ts). */
export const GENERATED_LOGO_FILES: Readonly<Record<WordmarkForm, string>> = { wordmark: 'logo.svg', emblem: 'embleme.svg' };

/**
 * The lender's logo: the one uploaded for it when its record has one, else the logo drawn from its record, at an
 * address that carries the record's version (the file is cached for a year; a renamed lender gets a new address).
 */
export function lenderLogo(lender: LogoLender, form: WordmarkForm = 'wordmark'): ShownLogo {
  if (lender.logo) return { src: lender.logo, width: form === 'emblem' ? 1 : 3, height: 1, uploaded: true };
  const subject = { name: lender.name, slug: lender.slug, kind: lender.kind };
  const { width, height } = lenderWordmarkSize(subject, form);
  return {
    src: `/banques-et-courtiers/${lender.slug}/${GENERATED_LOGO_FILES[form]}?v=${lenderWordmarkVersion(subject)}`,
    width,
    height,
    uploaded: false,
  };
}
