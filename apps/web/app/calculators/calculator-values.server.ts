import type { PageRequest } from '../routing/page-request.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import { readValues, type RawValues } from './form-values.ts';

/**
 * A calculator's inputs from the request: the URL's values as typed, else the defaults, with the visitor's
 * remembered country in place of the default one (a `pays` in the URL still wins: a shared link shows what it
 * was computed for).
 */
export function readCalculatorValues<K extends string>(
  page: PageRequest,
  defaults: RawValues<K | 'pays'>,
): { values: RawValues<K | 'pays'>; submitted: boolean } {
  const country = visitorCountry(page);
  return readValues(page.url, country ? { ...defaults, pays: country } : defaults);
}
