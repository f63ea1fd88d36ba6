/**
 * CSRF defence for the back office's writes, on top of the SameSite=Strict cookie: a form post or a fetch must
 * say it comes from this site. Browsers send Origin with every POST; a request without it, or from elsewhere, is
 * refused. The site may be reached under its own address (SITE_URL) or the one the request came in on.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.host === new URL(request.url).host) return true;
  try {
    return from.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}
