import { useAtom } from 'jotai/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsEnvironment, GoogleAnalytics } from '../analytics/google-analytics.ts';
import { setSessionReplay } from '../errors/sentry-browser.ts';
import { consentIsAsked, type BrowserIntegrations } from './browser-integrations.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { browserStorage, readConsent, writeConsent, type ConsentChoice } from './consent-choice.ts';
import { consentBannerAtom, consentChoiceAtom, MANAGE_COOKIES_BUTTON_ID } from './consent-state.ts';

/**
 * One Google Analytics per measurement id and page: it keeps the last path sent across renders. Its code is a chunk
 * of its own, fetched only where GA_MEASUREMENT_ID is set and once the visitor's answer is known, so that a site
 * without it never loads it (the public JavaScript budget, decision 0016).
 */
const analyticsById = new Map<string, Promise<GoogleAnalytics>>();
function analyticsFor(measurementId: string): Promise<GoogleAnalytics> {
  let analytics = analyticsById.get(measurementId);
  if (!analytics) {
    analytics = import('../analytics/google-analytics.ts').then(({ createGoogleAnalytics }) =>
      createGoogleAnalytics(measurementId, {
        window: window as unknown as AnalyticsEnvironment['window'],
        document,
        location: window.location,
      }),
    );
    analyticsById.set(measurementId, analytics);
  }
  return analytics;
}

/**
 * The consent banner and what it governs (spec §1), on public pages: Google Analytics (loaded after consent, one
 * page view per new path, the first on arrival) and Sentry's session replay. Sentry's error reports themselves do
 * not wait for consent (entry.client; decision record 0006). Nothing here runs on the server, and with neither
 * GA_MEASUREMENT_ID nor SENTRY_DSN it renders nothing and loads nothing.
 */
export function SiteIntegrations({ integrations, publicPage }: { integrations: BrowserIntegrations; publicPage: boolean }) {
  const [choice, setChoice] = useAtom(consentChoiceAtom);
  const [banner, setBanner] = useAtom(consentBannerAtom);
  const { pathname } = useLocation();
  const { gaMeasurementId, sentryDsn } = integrations;
  const asks = publicPage && consentIsAsked(integrations);
  const accepted = asks && choice === 'accepted';

  // The answer lives in the browser only: read once the page is interactive.
  useEffect(() => {
    if (!asks) return;
    const stored = readConsent(browserStorage(), new Date());
    setChoice(stored);
    if (stored === undefined) setBanner('shown');
  }, [asks, setChoice, setBanner]);

  // Each step waits for the module, in the order the effects ran: start (or stop), then the page views.
  useEffect(() => {
    if (!gaMeasurementId || choice === undefined) return;
    // A refusal also clears what an earlier consent (maybe in another tab) left behind.
    void analyticsFor(gaMeasurementId).then((analytics) => (accepted ? analytics.start() : analytics.stop()));
  }, [gaMeasurementId, choice, accepted]);
  useEffect(() => {
    if (gaMeasurementId && accepted) void analyticsFor(gaMeasurementId).then((analytics) => analytics.pageView(pathname));
  }, [gaMeasurementId, accepted, pathname]);

  // Only once the answer is known: the layout is mounted afresh when an error view replaces a page, and a replay
  // stopped while the stored answer is being read again would lose the very minute the error report needs.
  useEffect(() => {
    if (sentryDsn && choice !== undefined) setSessionReplay(accepted);
  }, [sentryDsn, choice, accepted]);

  const choose = (next: ConsentChoice) => {
    writeConsent(browserStorage(), next, new Date());
    setChoice(next);
    const reopened = banner === 'reopened';
    setBanner('closed');
    // Back where the visitor asked for the banner, rather than at the top of the page.
    if (reopened) document.getElementById(MANAGE_COOKIES_BUTTON_ID)?.focus();
  };

  if (!asks || banner === 'closed') return null;
  return <ConsentBanner integrations={integrations} choice={choice} takeFocus={banner === 'reopened'} onChoose={choose} />;
}
