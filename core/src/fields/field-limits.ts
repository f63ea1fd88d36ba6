/**
 * The fields' shapes and limits as plain values, apart from their valibot schemas (field-schemas.ts): a page that
 * only needs to know what a slug looks like (the router's URL checks, in every page's bundle) gets these without
 * valibot and the schemas built at load.
 */

/** What a slug looks like (spec §5): lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const MARKDOWN_MAX_LENGTH = 200_000;
export const URL_MAX_LENGTH = 2_000;
export const MAX_AMOUNT = 100_000_000;
export const MAX_DURATION_MONTHS = 600;
