import { describe, expect, expectTypeOf, it } from 'vitest';
import { articleInputSchema, articlePatchSchema, type Article, type ArticleInput } from './article.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const input = { title: 'Combien emprunter au Luxembourg\u202f?', slug: 'combien-emprunter-luxembourg' };

describe('articleInputSchema', () => {
  it('makes a new article a draft at /articles/{slug}', () => {
    expect(parseValid(articleInputSchema, input)).toMatchObject({
      subcategory: null,
      isPublished: false,
      publishedAt: null,
      authorId: null,
      image: null,
    });
  });

  it('accepts a subcategory written as a slug only', () => {
    expect(parseValid(articleInputSchema, { ...input, subcategory: 'pret-immobilier' }).subcategory).toBe('pret-immobilier');
    expect(issuesOf(articleInputSchema, { ...input, subcategory: 'Prêt immobilier' })).toEqual([
      'subcategory: Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
    ]);
  });

  it('keeps the publication time as sent', () => {
    expect(
      parseValid(articleInputSchema, { ...input, isPublished: true, publishedAt: '2025-09-01T07:30:00Z' }).publishedAt?.toISOString(),
    ).toBe('2025-09-01T07:30:00.000Z');
  });

  it('accepts markdown content up to 200 000 characters', () => {
    expect(issuesOf(articleInputSchema, { ...input, content: '#'.repeat(200_000) })).toEqual([]);
    expect(issuesOf(articleInputSchema, { ...input, content: '#'.repeat(200_001) })).toEqual([
      'content: Le contenu ne doit pas dépasser 200\u202f000 caractères.',
    ]);
  });

  it('gives what a stored article holds, but for its id and dates', () => {
    expectTypeOf<ArticleInput>().toEqualTypeOf<Omit<Article, 'id' | 'createdAt' | 'modifiedAt'>>();
  });
});

describe('articlePatchSchema', () => {
  it('publishes without touching the rest', () => {
    expect(parseValid(articlePatchSchema, { isPublished: true })).toEqual({ isPublished: true });
  });
});
