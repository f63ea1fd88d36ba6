/**
 * The back office's session (DESIGN.md "Access"): the access token in an HttpOnly, SameSite=Strict cookie, so no
 * script on a page can read it and no other site can send it. Secure whenever the site is reached over https.
 * A session cookie (no Max-Age): the token inside expires on its own, and the 60 s refresh keeps it fresh.
 */
export const SESSION_COOKIE = 'pretscope_admin';

/** The token the request carries, or null. */
export function sessionToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE) {
      const value = part.slice(separator + 1).trim();
      return /^[A-Za-z0-9._-]{1,4096}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Over https, directly or behind a proxy that says so (a wrong header can only add Secure, never remove it). */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function attributes(request: Request): string {
  return `Path=/; HttpOnly; SameSite=Strict${isHttps(request) ? '; Secure' : ''}`;
}

/** The Set-Cookie value that stores a token. */
export function setSessionCookie(request: Request, token: string): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(request)}`;
}

/** The Set-Cookie value that ends the session. */
export function clearSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; ${attributes(request)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
