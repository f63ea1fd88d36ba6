import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { previousSlugsAfterRename, rubriqueInputSchema } from './rubrique.ts';

describe('rubriques', () => {
  it('takes a name and a slug, in French when refused', () => {
    expect(v.safeParse(rubriqueInputSchema, { name: 'Immobilier', slug: 'immobilier' }).success).toBe(true);
    const refused = v.safeParse(rubriqueInputSchema, { name: '', slug: 'Pas Un Slug' });
    expect(refused.issues?.map((issue) => issue.message)).toEqual([
      'Le nom est obligatoire.',
      'Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
    ]);
    expect(v.safeParse(rubriqueInputSchema, { name: 'X', slug: 'x', previousSlugs: ['y'] }).success).toBe(false);
  });

  it('keeps each slug it had, once, and forgets the one it takes back', () => {
    expect(previousSlugsAfterRename([], 'immo', 'immobilier')).toEqual(['immo']);
    expect(previousSlugsAfterRename(['immo'], 'immobilier', 'logement')).toEqual(['immo', 'immobilier']);
    expect(previousSlugsAfterRename(['immo', 'immobilier'], 'logement', 'immobilier')).toEqual(['immo', 'logement']);
    expect(previousSlugsAfterRename(['immo'], 'immobilier', 'immobilier')).toEqual(['immo']);
  });

  it('property: after any renames, every slug it ever had but its current one is kept, each once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 12 }), (slugs) => {
        let current = slugs[0]!;
        let previous: string[] = [];
        for (const next of slugs.slice(1)) {
          previous = previousSlugsAfterRename(previous, current, next);
          current = next;
        }
        expect(new Set(previous).size).toBe(previous.length);
        expect(previous).not.toContain(current);
        expect(new Set([...previous, current])).toEqual(new Set(slugs));
      }),
    );
  });
});
