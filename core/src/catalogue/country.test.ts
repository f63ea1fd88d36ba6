import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { advertiserCountrySchema, marketCountrySchema } from './country-schemas.ts';
import { issuesOf } from '../fields/schema-issues.test-support.ts';

describe('country schemas', () => {
  it('accept the spec’s codes as its data writes them', () => {
    for (const code of ['LUX', 'BE', 'FR']) {
      expect(v.is(marketCountrySchema, code), code).toBe(true);
      expect(v.is(advertiserCountrySchema, code), code).toBe(true);
    }
  });

  it('refuse the look-alike codes that would sort in the wrong place', () => {
    for (const code of ['LU', 'BEL', 'FRA', 'lux']) expect(v.is(advertiserCountrySchema, code), code).toBe(false);
    expect(issuesOf(marketCountrySchema, 'LU')).toEqual([': Le pays doit être le Luxembourg, la Belgique ou la France.']);
  });
});
