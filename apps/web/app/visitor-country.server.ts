import { countryPreferenceCookie, countryPreferenceOf, visitorCountryOf, type MarketCountry } from '@pretscope/core';
import type { MiddlewareFunction } from 'react-router';
import { appContext } from './app-context.ts';
import type { PageRequest } from './routing/page-request.ts';

/**
 * The visitor's country (issue 5: picked once, remembered): the URL's `pays` when a page is asked for with one
 * (a shared link always wins), else the country remembered in the `pays` preference cookie, else undefined, and
 * each page picks its default. Core's country-preference module is the one reading of both.
 */
export function visitorCountry({ request, url }: PageRequest): MarketCountry | undefined {
  return visitorCountryOf(url, request.headers.get('cookie')).country;
}

/**
 * Root middleware: a page asked for with an explicit country remembers it, for later visits and the other pages.
 * Only when it changes, so that a visitor who keeps their country gets answers without Set-Cookie, which the
 * server may share from its page cache (apps/server page-cache-key.ts).
 */
export const rememberCountry: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const response = await next();
  if (request.method !== 'GET') return response;
  const cookie = request.headers.get('cookie');
  const { explicit } = visitorCountryOf(url, cookie);
  if (!explicit || countryPreferenceOf(cookie) === explicit) return response;
  const secure = context.get(appContext).site.siteUrl.startsWith('https:');
  const value = countryPreferenceCookie(explicit, { secure });
  try {
    response.headers.append('Set-Cookie', value);
    return response;
  } catch {
    // A response built with immutable headers (Response.redirect): answer a copy that can carry the cookie.
    const headers = new Headers(response.headers);
    headers.append('Set-Cookie', value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
