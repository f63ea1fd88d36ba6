/** Where the back office starts, and where a login goes when it has nowhere better to go. */
export const ADMIN_HOME = '/_admin_';
export const ADMIN_LOGIN = '/_admin_/login';

const ANY_ORIGIN = 'http://back-office.invalid';

/**
 * The page to return to after logging in, from the `redirect` query parameter, or the back office's home. Only a
 * path of the back office itself is accepted, never another site (no open redirect: `//evil.example`,
 * `/\evil.example`, `https://…`, encoded or with control characters, all fall back to the home), and never the
 * login page itself (no loop).
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return ADMIN_HOME;
  // Browsers read a backslash as a slash and drop tabs and newlines: refuse them rather than guess.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(value, ANY_ORIGIN);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== ANY_ORIGIN) return ADMIN_HOME;
  const { pathname } = url;
  if (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  if (pathname === ADMIN_LOGIN || pathname.startsWith(`${ADMIN_LOGIN}/`) || pathname.startsWith(`${ADMIN_HOME}/session`)) return ADMIN_HOME;
  return `${pathname}${url.search}`;
}

/** The login page's address that brings the admin back to `target` afterwards. */
export function loginUrlFor(target: string, { expired = false }: { expired?: boolean } = {}): string {
  const back = safeAdminRedirect(target);
  const params = new URLSearchParams();
  if (back !== ADMIN_HOME) params.set('redirect', back);
  if (expired) params.set('expiree', '1');
  const query = params.toString();
  return query ? `${ADMIN_LOGIN}?${query}` : ADMIN_LOGIN;
}
