import { describe, expect, expectTypeOf, it } from 'vitest';
import { advertiserInputSchema, advertiserPatchSchema, type Advertiser, type AdvertiserInput } from './advertiser.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const input = { name: 'Spuerkeess', slug: 'spuerkeess', advertisersCategory: 'banque', country: 'LUX' };

describe('advertiserInputSchema', () => {
  it('indexes a new advertiser unless told otherwise (spec §3)', () => {
    expect(parseValid(advertiserInputSchema, input).isIndexed).toBe(true);
    expect(parseValid(advertiserInputSchema, { ...input, isIndexed: false }).isIndexed).toBe(false);
  });

  it('leaves logo and website empty when not given', () => {
    expect(parseValid(advertiserInputSchema, input)).toMatchObject({ logo: null, website: null, description: '', comment: '' });
  });

  it('accepts only http(s) websites', () => {
    expect(parseValid(advertiserInputSchema, { ...input, website: 'https://www.spuerkeess.lu' }).website).toBe('https://www.spuerkeess.lu');
    expect(issuesOf(advertiserInputSchema, { ...input, website: 'javascript:alert(1)' })).toEqual([
      'website: Le site web doit être une adresse web commençant par http:// ou https://.',
    ]);
  });

  it('refuses a country outside its list, so that "LU" cannot sort with the others', () => {
    expect(issuesOf(advertiserInputSchema, { ...input, country: 'LU' })).toEqual(['country: Choisissez un pays de la liste.']);
    expect(parseValid(advertiserInputSchema, { ...input, country: 'OTHER' }).country).toBe('OTHER');
  });

  it('refuses an unknown kind of advertiser', () => {
    expect(issuesOf(advertiserInputSchema, { ...input, advertisersCategory: 'bank' })).toEqual([
      'advertisersCategory: Le type doit être banque, courtier, assureur ou plateforme.',
    ]);
  });

  it('refuses server-managed and unknown fields', () => {
    expect(issuesOf(advertiserInputSchema, { ...input, createdAt: '2025-01-01' })).toEqual(['createdAt: Champ inconnu\u00a0: createdAt.']);
  });

  it('gives what a stored advertiser holds, but for its id, products and dates', () => {
    expectTypeOf<AdvertiserInput>().toEqualTypeOf<Omit<Advertiser, 'id' | 'products' | 'createdAt' | 'modifiedAt'>>();
  });
});

describe('advertiserPatchSchema', () => {
  it('does not reset isIndexed when the patch leaves it out', () => {
    expect(parseValid(advertiserPatchSchema, { name: 'BCEE' })).toEqual({ name: 'BCEE' });
  });

  it('lets a link be removed', () => {
    expect(parseValid(advertiserPatchSchema, { website: null })).toEqual({ website: null });
  });
});
