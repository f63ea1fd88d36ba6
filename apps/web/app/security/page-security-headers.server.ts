import type { BrowserIntegrations } from '../privacy/browser-integrations.ts';

/** Google Analytics 4's hosts: gtag.js, and where it sends its hits (only after consent: privacy/site-integrations). */
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  image: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The origin Sentry's browser SDK sends its envelopes to: the DSN's scheme, host and port, without its key. */
export function sentryOrigin(dsn: string): string | null {
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a page (SECURITY.md). Scripts run only from the site itself or with this render's
 * nonce (React Router's hydration scripts carry it): a script that an injection slipped into the HTML has neither,
 * so it does not run even if the markdown sanitizer let it through. A cached page keeps its nonce for its short life;
 * that is safe because an injection is stored or sent before the render that draws the nonce, and cannot know it.
 * The third parties are listed only where configured. Styles may be inline (charts and CodeMirror set them), images
 * may come from any https address (articles may show one), and nothing may frame the site.
 */
export function contentSecurityPolicy({
  nonce,
  integrations,
  https,
}: {
  nonce: string;
  integrations: BrowserIntegrations;
  https: boolean;
}): string {
  const ga = integrations.gaMeasurementId !== null;
  const sentry = integrations.sentryDsn !== null ? sentryOrigin(integrations.sentryDsn) : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(ga ? GOOGLE_ANALYTICS.script : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(ga ? GOOGLE_ANALYTICS.connect : []), ...(sentry ? [sentry] : [])],
    // Sentry's session replay compresses its recording in a worker made from a blob.
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every page answer carries besides its CSP; HSTS only where the site is served over https. */
export function pageSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
