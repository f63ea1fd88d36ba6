import { describe, expect, expectTypeOf, it } from 'vitest';
import { productInputSchema, productPatchSchema, type Product, type ProductInput } from './product.ts';
import { issuesOf, parseValid, type Flat } from '../fields/schema-issues.test-support.ts';

const input = { name: 'Prêt personnel ING', slug: 'pret-personnel-ing', advertiserId: 4 };

describe('productInputSchema', () => {
  it('copies the title from the name (spec §3), whatever title came in', () => {
    expect(parseValid(productInputSchema, input).title).toBe('Prêt personnel ING');
    expect(parseValid(productInputSchema, { ...input, title: 'Ancien titre' }).title).toBe('Prêt personnel ING');
  });

  it('fills in the defaults of a new offer', () => {
    expect(parseValid(productInputSchema, input)).toMatchObject({
      link: null,
      tags: [],
      categories: [],
      isActive: true,
      isSponsored: false,
      isDisabled: false,
      isPrioritized: false,
      viaBroker: false,
      advertiserBrokerId: null,
      config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: '' },
    });
  });

  it('gives every record its own default config', () => {
    const first = parseValid(productInputSchema, input);
    first.config.stats.count = 3;
    expect(parseValid(productInputSchema, input).config.stats.count).toBe(0);
  });

  it('normalises the dates it is sent to midnight UTC', () => {
    const product = parseValid(productInputSchema, { ...input, createdAt: '2025-04-02T15:42:00Z', modifiedAt: '2025-04-03' });
    expect(product.createdAt?.toISOString()).toBe('2025-04-02T00:00:00.000Z');
    expect(product.modifiedAt?.toISOString()).toBe('2025-04-03T00:00:00.000Z');
  });

  it('accepts only http(s) links', () => {
    expect(issuesOf(productInputSchema, { ...input, link: 'javascript:void(0)', brokerLink: 'ftp://x.lu' })).toEqual([
      'link: Le lien doit être une adresse web commençant par http:// ou https://.',
      'brokerLink: Le lien du courtier doit être une adresse web commençant par http:// ou https://.',
    ]);
  });

  it('asks for the broker of an offer via a broker', () => {
    expect(issuesOf(productInputSchema, { ...input, viaBroker: true })).toEqual([
      'advertiserBrokerId: Choisissez le courtier d’une offre proposée via un courtier.',
    ]);
    expect(issuesOf(productInputSchema, { ...input, viaBroker: true, advertiserBrokerId: 9 })).toEqual([]);
  });

  it('refuses incoherent rate statistics', () => {
    const stats = { count: 3, min: 4, max: 3, mean: 3.5, std: 0.2 };
    expect(issuesOf(productInputSchema, { ...input, config: { stats } })).toEqual([
      'config.stats: Les statistiques sont incohérentes\u00a0: il faut minimum ≤ moyenne ≤ maximum, et des zéros quand il n’y a aucun taux.',
    ]);
  });

  it('refuses duplicate tags and categories, and a malformed button id', () => {
    expect(issuesOf(productInputSchema, { ...input, tags: ['immo', 'immo'], categories: [2, 2], idBtn: '1 bouton' })).toEqual([
      'idBtn: L’identifiant du bouton doit commencer par une lettre et ne contenir que des lettres, des chiffres, des tirets et des soulignés.',
      'tags: Les étiquettes contiennent un doublon.',
      'categories: La liste de catégories contient un doublon.',
    ]);
  });

  it('refuses relations it does not own and derived fields', () => {
    expect(issuesOf(productInputSchema, { ...input, loans: [1], isInternal: true })).toEqual(['loans: Champ inconnu\u00a0: loans.']);
    expect(issuesOf(productInputSchema, { ...input, isInternal: true })).toEqual(['isInternal: Champ inconnu\u00a0: isInternal.']);
  });

  it('gives what a stored product holds, but for its id, loans and loanstats, with dates optional', () => {
    expectTypeOf<ProductInput>().toEqualTypeOf<
      Flat<
        Omit<Product, 'id' | 'loans' | 'loanstats' | 'createdAt' | 'modifiedAt'> & {
          createdAt?: Date | undefined;
          modifiedAt?: Date | undefined;
        }
      >
    >();
  });
});

describe('productPatchSchema', () => {
  it('brings the title along with a new name', () => {
    expect(parseValid(productPatchSchema, { name: 'Prêt auto ING' })).toEqual({ name: 'Prêt auto ING', title: 'Prêt auto ING' });
  });

  it('drops a title sent without a name, since the title only follows the name', () => {
    expect(parseValid(productPatchSchema, { title: 'Autre titre', isActive: false })).toEqual({ isActive: false });
  });

  it('does not reset flags the patch leaves out', () => {
    expect(parseValid(productPatchSchema, {})).toEqual({});
  });
});
