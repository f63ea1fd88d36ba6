/** Spec §4 and §9: while an admin page is open, the session's token is refreshed every 60 s (60000 ms). */
export const SESSION_REFRESH_MS = 60_000;

/** Where the refresh and the logout are posted (a resource route). */
export const SESSION_PATH = '/_admin_/session';
