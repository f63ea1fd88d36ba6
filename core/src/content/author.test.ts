import { describe, expect, expectTypeOf, it } from 'vitest';
import { authorInputSchema, type Author, type AuthorInput } from './author.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('authorInputSchema', () => {
  it('accepts an author with an optional bio and photo', () => {
    expect(parseValid(authorInputSchema, { name: 'Claire Schmit', slug: 'claire-schmit' })).toEqual({
      name: 'Claire Schmit',
      slug: 'claire-schmit',
      bio: '',
      avatar: null,
    });
  });

  it('accepts a photo stored on the site, not a protocol-relative one', () => {
    expect(issuesOf(authorInputSchema, { name: 'A', slug: 'a', avatar: '/uploads/claire.webp' })).toEqual([]);
    expect(issuesOf(authorInputSchema, { name: 'A', slug: 'a', avatar: '//cdn.example/claire.webp' })).toEqual([
      'avatar: La photo doit être un chemin commençant par / ou une adresse web http(s).',
    ]);
  });

  it('gives what a stored author holds, but for its id', () => {
    expectTypeOf<AuthorInput>().toEqualTypeOf<Omit<Author, 'id'>>();
  });
});
