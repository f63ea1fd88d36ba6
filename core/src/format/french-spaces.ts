/*
 * The two spaces of French typography, apart from its rules (french-typography.ts), so that the formatters can use
 * them without bringing the rules into a page's JavaScript.
 */

/** U+00A0, before « : », « % », « € » and between a figure and its unit. */
export const NO_BREAK_SPACE = '\u00a0';
/** U+202F, before « ; ! ? », inside « », between groups of digits. */
export const NARROW_NO_BREAK_SPACE = '\u202f';
