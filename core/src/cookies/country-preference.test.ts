import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketCountries } from '../catalogue/country.ts';
import {
  countryPreferenceCookie,
  countryPreferenceOf,
  parseCookieHeader,
  preferenceVariant,
  toMarketCountry,
  visitorCountryOf,
} from './country-preference.ts';

describe('parseCookieHeader', () => {
  it('reads name=value pairs joined by semicolons, trimming spaces', () => {
    expect([...parseCookieHeader('pays=BE; _ga=GA1.2.3;theme = sombre ')]).toEqual([
      ['pays', 'BE'],
      ['_ga', 'GA1.2.3'],
      ['theme', 'sombre'],
    ]);
  });

  it('keeps the first of two cookies of one name, strips quotes, keeps a bare name with an empty value', () => {
    expect(parseCookieHeader('pays=BE; pays=FR').get('pays')).toBe('BE');
    expect(parseCookieHeader('pays="FR"').get('pays')).toBe('FR');
    expect([...parseCookieHeader('session; pays=LUX')]).toEqual([
      ['session', ''],
      ['pays', 'LUX'],
    ]);
  });

  it('reads nothing from an absent or empty header', () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader(null).size).toBe(0);
    expect(parseCookieHeader('').size).toBe(0);
    expect(parseCookieHeader('\u202f;\u202f;').size).toBe(0);
  });

  it('gives back every distinct cookie a header was built from', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const value = fc.stringMatching(/^[A-Za-z0-9._~-]{0,16}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, value), { selector: ([n]) => n, maxLength: 8 }), (pairs) => {
        const header = pairs.map(([n, v]) => `${n}=${v}`).join('; ');
        expect([...parseCookieHeader(header)]).toEqual(pairs);
      }),
    );
  });
});

describe('the remembered country', () => {
  it('is one of the three markets, exactly as the spec writes them', () => {
    expect(toMarketCountry('BE')).toBe('BE');
    expect(toMarketCountry('LUX')).toBe('LUX');
    expect(toMarketCountry('be')).toBeUndefined();
    expect(toMarketCountry('LU')).toBeUndefined();
    expect(toMarketCountry('DE')).toBeUndefined();
    expect(toMarketCountry(null)).toBeUndefined();
    expect(countryPreferenceOf('x=1; pays=FR')).toBe('FR');
    expect(countryPreferenceOf('pays=XX')).toBeUndefined();
  });

  it('gives way to a valid country in the URL, which is the one to remember', () => {
    expect(visitorCountryOf(new URL('http://site/calc?pays=FR'), 'pays=BE')).toEqual({ country: 'FR', explicit: 'FR' });
    expect(visitorCountryOf(new URL('http://site/calc'), 'pays=BE')).toEqual({ country: 'BE', explicit: undefined });
    expect(visitorCountryOf(new URL('http://site/calc?pays=XX'), 'pays=BE')).toEqual({ country: 'BE', explicit: undefined });
    expect(visitorCountryOf(new URL('http://site/calc'), undefined)).toEqual({ country: undefined, explicit: undefined });
  });

  it('is written as a one-year, site-wide, SameSite=Lax cookie that reads back as the same country', () => {
    expect(countryPreferenceCookie('BE', { secure: false })).toBe('pays=BE; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(countryPreferenceCookie('FR', { secure: true })).toBe('pays=FR; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(countryPreferenceCookie('LUX', { secure: true })).not.toMatch(/HttpOnly/i);
    for (const country of marketCountries) {
      const pair = countryPreferenceCookie(country, { secure: false }).split(';')[0];
      expect(countryPreferenceOf(pair)).toBe(country);
    }
  });
});

describe('preferenceVariant (the page cache)', () => {
  it('keeps a request with no cookie, or preference cookies only, cacheable', () => {
    expect(preferenceVariant(undefined)).toEqual({ onlyPreferences: true, variant: '' });
    expect(preferenceVariant('pays=BE')).toEqual({ onlyPreferences: true, variant: 'pays=BE' });
  });

  it('reads an unknown country as no preference, so that it shares the default page', () => {
    expect(preferenceVariant('pays=XX')).toEqual({ onlyPreferences: true, variant: '' });
  });

  it('marks any other cookie, such as a session, as personal', () => {
    expect(preferenceVariant('pays=BE; __session=abc').onlyPreferences).toBe(false);
    expect(preferenceVariant('admin_session=abc').onlyPreferences).toBe(false);
    expect(preferenceVariant('_gax=1').onlyPreferences).toBe(false);
  });

  it('varies exactly with the country the pages read from the same header', () => {
    const cookie = fc.oneof(
      fc.constantFrom(...marketCountries, 'XX', 'be', '').map((value) => `pays=${value}`),
      fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(cookie, { maxLength: 5 }), (cookies) => {
        const header = cookies.join('; ');
        const { variant } = preferenceVariant(header);
        const country = countryPreferenceOf(header);
        expect(variant).toBe(country ? `pays=${country}` : '');
      }),
    );
  });
});
