import { describe, expect, it } from 'vitest';
import { createGoogleAnalytics, removeAnalyticsCookies, type AnalyticsEnvironment } from './google-analytics.ts';

/** A cookie jar with the browser's rules that matter here: `name=value` pairs, Max-Age=0 deletes, domains kept apart. */
function cookieJar(hostname: string) {
  const cookies = new Map<string, { value: string; domain: string }>();
  const writes: string[] = [];
  return {
    writes,
    cookies,
    get cookie() {
      return [...cookies.values()].length === 0
        ? ''
        : [...cookies.entries()].map(([key, { value }]) => `${key.split('|')[0]}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const domain =
        attributes
          .find((attribute) => attribute.toLowerCase().startsWith('domain='))
          ?.slice(7)
          .replace(/^\./, '') ?? hostname;
      const key = `${name}|${domain}`;
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) cookies.delete(key);
      else cookies.set(key, { value, domain });
    },
  };
}

function environment(hostname = 'www.pretscope.lu') {
  const scripts: { async: boolean; src: string }[] = [];
  const jar = cookieJar(hostname);
  const document = {
    title: 'Prêtscope',
    head: { append: (node: unknown) => void scripts.push(node as { async: boolean; src: string }) },
    createElement: () => ({ async: false, src: '' }),
    get cookie() {
      return jar.cookie;
    },
    set cookie(text: string) {
      jar.cookie = text;
    },
  };
  const env: AnalyticsEnvironment = { window: {}, document, location: { origin: `https://${hostname}`, hostname } };
  const calls = () => (env.window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const pageViews = () =>
    calls()
      .filter((call) => call[0] === 'event' && call[1] === 'page_view')
      .map((call) => (call[2] as { page_path: string }).page_path);
  return { env, scripts, jar, calls, pageViews };
}

describe('Google Analytics driven by consent', () => {
  it('touches nothing of the page until started', () => {
    const { env, scripts, pageViews } = environment();
    const analytics = createGoogleAnalytics('G-TEST123', env);
    expect(analytics.pageView('/')).toBe(false);
    expect(scripts).toEqual([]);
    expect(env.window.dataLayer).toBeUndefined();
    expect(env.window.gtag).toBeUndefined();
    expect(pageViews()).toEqual([]);
  });

  it('adds gtag.js once, async, from Google with the id, configured without automatic page views or advertising', () => {
    const { env, scripts, calls } = environment();
    const analytics = createGoogleAnalytics('G-TEST123', env);
    analytics.start();
    analytics.stop();
    analytics.start();
    expect(scripts).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123' }]);
    const [consent, js, config] = calls();
    expect(consent).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(js?.[0]).toBe('js');
    expect(config).toEqual([
      'config',
      'G-TEST123',
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(env.window['ga-disable-G-TEST123']).toBe(false);
  });

  it('sends one page view per new path, with the address stripped of query and hash', () => {
    const { env, calls, pageViews } = environment();
    const analytics = createGoogleAnalytics('G-TEST123', env);
    analytics.start();
    analytics.pageView('/');
    analytics.pageView('/');
    analytics.pageView('/pret-hypothecaire');
    expect(pageViews()).toEqual(['/', '/pret-hypothecaire']);
    expect(calls().at(-1)).toEqual([
      'event',
      'page_view',
      { page_location: 'https://www.pretscope.lu/pret-hypothecaire', page_path: '/pret-hypothecaire', page_title: 'Prêtscope' },
    ]);
  });

  it('stops sending page views when stopped, turns Google’s switch off and removes its cookies on every domain', () => {
    const { env, jar, pageViews } = environment('www.pretscope.lu');
    const analytics = createGoogleAnalytics('G-TEST123', env);
    analytics.start();
    analytics.pageView('/');
    // What gtag.js would have set, on the registrable domain, beside the site's own preference cookie.
    jar.cookie = '_ga=GA1.1.123.456; Path=/; Domain=.pretscope.lu';
    jar.cookie = '_ga_TEST123=GS1.1.789; Path=/; Domain=.pretscope.lu';
    jar.cookie = 'pays=LUX; Path=/';
    analytics.stop();
    analytics.pageView('/articles');
    expect(pageViews()).toEqual(['/']);
    expect(env.window['ga-disable-G-TEST123']).toBe(true);
    expect(jar.cookie).toBe('pays=LUX');
    // Accepted again on the same page: the current path counts again.
    analytics.start();
    analytics.pageView('/articles');
    expect(pageViews()).toEqual(['/', '/articles']);
  });
});

describe('removeAnalyticsCookies', () => {
  it('expires host-only on an IP address or localhost, where there is no parent domain', () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const jar = cookieJar(host);
      jar.cookie = '_ga=1; Path=/';
      jar.cookie = '_gid=2; Path=/';
      expect(removeAnalyticsCookies(jar, host)).toEqual(['_ga', '_gid']);
      expect(jar.writes.slice(2)).toEqual(['_ga=; Max-Age=0; Path=/', '_gid=; Max-Age=0; Path=/']);
      expect(jar.cookie).toBe('');
    }
  });

  it('leaves every other cookie alone', () => {
    const jar = cookieJar('pretscope.lu');
    jar.cookie = 'pays=BE; Path=/';
    jar.cookie = 'galette=1; Path=/';
    expect(removeAnalyticsCookies(jar, 'pretscope.lu')).toEqual([]);
    expect(jar.cookie).toBe('pays=BE; galette=1');
  });
});
