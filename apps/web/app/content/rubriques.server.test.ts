import { describe, expect, it } from 'vitest';
import { rubriqueName } from './rubriques.server.ts';

describe('rubrique names', () => {
  const rubriques = [{ id: 1, name: 'Crédit à la consommation', slug: 'credit-conso', previousSlugs: ['conso'] }];

  it('names a subcategory by its rubrique, and one outside the list by its words', () => {
    expect(rubriqueName(rubriques, 'credit-conso')).toBe('Crédit à la consommation');
    expect(rubriqueName(rubriques, 'prets-etudiants')).toBe('Prets etudiants');
    expect(rubriqueName(rubriques, 'conso')).toBe('Conso');
  });
});
