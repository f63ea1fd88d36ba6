/**
 * Google Analytics' cookies: GA4's `_ga` and `_ga_<container>`, and the older `_gid` and `_gat…` a past setup may
 * have left. gtag.js sets them in the browser, only after the visitor consents (apps/web/app/analytics), and the
 * server never reads them: a page is the same with or without them, so they neither make it personal nor vary it
 * (page-cache-key.ts), and a refusal removes exactly these.
 */
const ANALYTICS_COOKIE = /^(_ga|_ga_\w+|_gid|_gat\w*)$/;

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE.test(name);
}
