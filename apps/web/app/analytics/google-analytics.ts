import { isAnalyticsCookie } from '@pretscope/core';
import { createPageViewTracker } from './page-view-tracker.ts';

/** Google's tag host: the one external script of the site, added only after the visitor consents. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;

/** What of the browser this module touches, so that tests can hand it a stand-in. */
export interface AnalyticsEnvironment {
  window: { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;
  document: {
    cookie: string;
    title: string;
    head: { append(node: unknown): void };
    createElement(tag: 'script'): { async: boolean; src: string };
  };
  location: { origin: string; hostname: string };
}

/**
 * Google Analytics 4 for one measurement id (spec §1), driven by the visitor's consent: nothing of Google exists
 * in the page before `start`; `start` defines gtag as Google documents it, says no advertising use, and adds
 * gtag.js (async, so a blocked or failing script changes nothing for the page); `stop` turns measurement off
 * (`ga-disable-<id>`, Google's switch) and removes the cookies it set. Page views are sent by hand, one per new
 * pathname (page-view-tracker.ts), with the address stripped of its query and hash: a search or a simulation's
 * figures are none of Google's business.
 */
export function createGoogleAnalytics(measurementId: string, env: AnalyticsEnvironment) {
  const { window, document, location } = env;
  const disableFlag = `ga-disable-${measurementId}`;
  let started = false;
  let enabled = false;
  const gtag: Gtag = (...args) => window.gtag?.(...args);
  const tracker = createPageViewTracker((pathname) =>
    gtag('event', 'page_view', { page_location: `${location.origin}${pathname}`, page_path: pathname, page_title: document.title }),
  );

  return {
    start(): void {
      enabled = true;
      window[disableFlag] = false;
      if (started) {
        gtag('consent', 'update', { analytics_storage: 'granted' });
        return;
      }
      started = true;
      window.dataLayer = window.dataLayer ?? [];
      const dataLayer = window.dataLayer;
      // Google's snippet pushes the `arguments` object itself; gtag.js tells commands from data layer events by it.
      window.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      gtag('consent', 'default', {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
      gtag('js', new Date());
      gtag('config', measurementId, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
      document.head.append(script);
    },

    /** A page view for this pathname, if measurement is on and the path changed. */
    pageView(pathname: string): boolean {
      return enabled ? tracker.visit(pathname) : false;
    },

    stop(): void {
      enabled = false;
      tracker.reset();
      window[disableFlag] = true;
      if (started) gtag('consent', 'update', { analytics_storage: 'denied' });
      removeAnalyticsCookies(document, location.hostname);
    },
  };
}

export type GoogleAnalytics = ReturnType<typeof createGoogleAnalytics>;

/**
 * Expires every Google Analytics cookie the page can see. gtag.js sets them on the widest domain it may (the
 * registrable domain, '.pretscope.lu'), so each is expired there, on every domain between, and host-only.
 */
export function removeAnalyticsCookies(document: { cookie: string }, hostname: string): string[] {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  const labels = hostname.split('.');
  // An IP address or a single label (localhost) has no parent domains.
  const domains =
    /^[\d.]+$|^\[|:/.test(hostname) || labels.length < 2 ? [] : labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join('.')}`);
  const removed = [...new Set(names)];
  for (const name of removed) {
    for (const domain of [undefined, ...domains]) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
  return removed;
}
