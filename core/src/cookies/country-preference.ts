import { isAnalyticsCookie } from './analytics-cookies.ts';
import { marketCountries, type MarketCountry } from '../catalogue/country.ts';

/**
 * The visitor's market (Luxembourg, Belgium or France), chosen once and remembered: the calculators follow its
 * rules and the comparator hides what its law forbids advertising (`mayAdvertise`). It travels in two places:
 * the `pays` query parameter (a shared link says which country it was computed for, and always wins) and a small
 * preference cookie of the same name, which the site sets when a page is asked for with an explicit country.
 *
 * The cookie holds a preference only, never an identity: pages may vary by its value and still be cached for
 * everyone who chose the same country. This module is the one reading of it, for the pages and the page cache.
 */

/** The query parameter and the cookie's name. */
export const COUNTRY_PREFERENCE_NAME = 'pays';

/** One year: a preference the visitor can change at any time by choosing another country. */
export const COUNTRY_PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookies that carry nothing but a visitor's preference: a request holding only these stays cacheable. */
export const PREFERENCE_COOKIE_NAMES: readonly string[] = [COUNTRY_PREFERENCE_NAME];

/** One of the three markets, or undefined for anything else (absent, another code, another case). */
export function toMarketCountry(raw: string | null | undefined): MarketCountry | undefined {
  return marketCountries.find((country) => country === raw);
}

/**
 * The cookies of a `Cookie` header by name (RFC 6265 §5.4: `name=value` pairs joined by `; `). When a name comes
 * twice the first wins, as browsers send the most specific path first; a pair without `=` is kept with an empty
 * value so that the caller still sees that a cookie was sent.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name === '' || cookies.has(name)) continue;
    let value = at < 0 ? '' : pair.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, value);
  }
  return cookies;
}

/** The remembered country of a `Cookie` header, if it names one of the three markets. */
export function countryPreferenceOf(cookieHeader: string | null | undefined): MarketCountry | undefined {
  return toMarketCountry(parseCookieHeader(cookieHeader).get(COUNTRY_PREFERENCE_NAME));
}

/**
 * The visitor's country for a page: the URL's `pays` when it is one of the markets (a shared link), else the
 * remembered one, else undefined (the page picks its default). `explicit` is the URL's valid country, the one to
 * remember. The URL is typed by what is read of it: core is built without DOM or Node types, where URL does not exist.
 */
export function visitorCountryOf(
  url: { readonly searchParams: { get(name: string): string | null } },
  cookieHeader: string | null | undefined,
): { country: MarketCountry | undefined; explicit: MarketCountry | undefined } {
  const explicit = toMarketCountry(url.searchParams.get(COUNTRY_PREFERENCE_NAME));
  return { country: explicit ?? countryPreferenceOf(cookieHeader), explicit };
}

/**
 * The `Set-Cookie` value that remembers a country. Not HttpOnly on purpose (it is no secret, and a script may read
 * the choice); SameSite=Lax, so a link from another site still arrives with it; Secure when the site is served
 * over https.
 */
export function countryPreferenceCookie(country: MarketCountry, { secure }: { secure: boolean }): string {
  return `${COUNTRY_PREFERENCE_NAME}=${country}; Path=/; Max-Age=${COUNTRY_PREFERENCE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * What a page cache needs from the `Cookie` header: whether it holds preference cookies only (any other cookie,
 * such as a session, makes the answer personal; analytics cookies, which the server never reads, do not count),
 * and the preferences that change a page, normalised to the values pages actually read (an unknown country reads
 * as none), so that equal pages share one cache entry.
 */
export function preferenceVariant(cookieHeader: string | null | undefined): { onlyPreferences: boolean; variant: string } {
  const cookies = parseCookieHeader(cookieHeader);
  const onlyPreferences = [...cookies.keys()].every((name) => PREFERENCE_COOKIE_NAMES.includes(name) || isAnalyticsCookie(name));
  const country = toMarketCountry(cookies.get(COUNTRY_PREFERENCE_NAME));
  return { onlyPreferences, variant: country ? `${COUNTRY_PREFERENCE_NAME}=${country}` : '' };
}
