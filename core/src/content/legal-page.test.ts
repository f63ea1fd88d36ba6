import { describe, expect, expectTypeOf, it } from 'vitest';
import { legalPageInputSchema, legalPagePatchSchema, type LegalPage, type LegalPageInput } from './legal-page.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('legalPageInputSchema', () => {
  it('accepts a page at one of the spec’s legal routes', () => {
    expect(parseValid(legalPageInputSchema, { title: 'Mentions légales', slug: 'mentions-legales' })).toEqual({
      title: 'Mentions légales',
      slug: 'mentions-legales',
      content: '',
    });
  });

  it('refuses a page without a title', () => {
    expect(issuesOf(legalPageInputSchema, { slug: 'mentions-legales' })).toEqual(['title: Ce champ est obligatoire.']);
  });

  it('gives what a stored page holds, but for its id and dates', () => {
    expectTypeOf<LegalPageInput>().toEqualTypeOf<Omit<LegalPage, 'id' | 'createdAt' | 'modifiedAt'>>();
  });
});

describe('legalPagePatchSchema', () => {
  it('updates the content alone', () => {
    expect(parseValid(legalPagePatchSchema, { content: '## Éditeur\n' })).toEqual({ content: '## Éditeur\n' });
  });
});
