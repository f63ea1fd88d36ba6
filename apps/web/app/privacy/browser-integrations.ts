/**
 * The third-party services the browser may use, from runtime configuration (GA_MEASUREMENT_ID, SENTRY_DSN): the
 * root loader hands them to every page, so the same build serves any deployment. null means not configured.
 */
export interface BrowserIntegrations {
  gaMeasurementId: string | null;
  sentryDsn: string | null;
}

export const NO_BROWSER_INTEGRATIONS: BrowserIntegrations = { gaMeasurementId: null, sentryDsn: null };

/**
 * Whether the visitor must be asked before anything loads: Google Analytics measures the audience, and Sentry's
 * session replay records the visit (decision record 0006). Without either, there is no banner at all.
 */
export function consentIsAsked(integrations: BrowserIntegrations): boolean {
  return integrations.gaMeasurementId !== null || integrations.sentryDsn !== null;
}
