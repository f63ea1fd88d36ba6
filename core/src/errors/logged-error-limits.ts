/**
 * How much a logged error holds, in a module of plain constants: the browser's error reporter imports these
 * without pulling the validation schemas into the page's JavaScript.
 */
export const LOGGED_ERROR_CONTENT_MAX_LENGTH = 10_000;
export const LOGGED_ERROR_URL_MAX_LENGTH = 2_000;
