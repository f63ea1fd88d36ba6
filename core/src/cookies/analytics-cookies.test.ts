import { describe, expect, it } from 'vitest';
import { isAnalyticsCookie } from './analytics-cookies.ts';
import { preferenceVariant } from './country-preference.ts';

describe('isAnalyticsCookie', () => {
  it('knows Google Analytics’ cookies and nothing else', () => {
    for (const name of ['_ga', '_ga_TEST123', '_gid', '_gat', '_gat_UA123']) expect(isAnalyticsCookie(name), name).toBe(true);
    for (const name of ['pays', 'admin_session', '_gax', 'ga', '_ga_', '_ga_x-y', 'galette'])
      expect(isAnalyticsCookie(name), name).toBe(false);
  });
});

describe('preferenceVariant with analytics cookies', () => {
  it('keeps a page shared (and its variant) when the only other cookies are analytics ones', () => {
    expect(preferenceVariant('_ga=GA1.1.1.1; _ga_TEST123=GS1.1')).toEqual({ onlyPreferences: true, variant: '' });
    expect(preferenceVariant('pays=BE; _ga=GA1.1.1.1')).toEqual({ onlyPreferences: true, variant: 'pays=BE' });
  });

  it('still makes it personal with any other cookie beside them', () => {
    expect(preferenceVariant('_ga=GA1.1.1.1; admin_session=abc').onlyPreferences).toBe(false);
  });
});
