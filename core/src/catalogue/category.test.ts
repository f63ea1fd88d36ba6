import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { categoryInputSchema, categoryPatchSchema, type Category, type CategoryInput } from './category.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const config = {
  amounts: [5_000, 10_000, 20_000],
  durations: [24, 48, 60],
  amountIndex: 1,
  durationIndex: 1,
  bounds: { minAmount: 1_000, maxAmount: 75_000, minDuration: 12, maxDuration: 84 },
};

const input = { name: 'Prêt personnel', slug: 'pret-personnel', title: 'Comparer les prêts personnels', config };

describe('categoryInputSchema', () => {
  it('fills in the defaults of spec §3 and empty optional texts', () => {
    const category = parseValid(categoryInputSchema, input);
    expect(category.isBlacklisted).toBe(true);
    expect(category.config.durationUnit).toBe('month');
    expect(category).toMatchObject({ summary: '', description: '', comment: '', faq: [], metaTitle: '', metaDesc: '' });
  });

  it('keeps the values given, false included', () => {
    const category = parseValid(categoryInputSchema, { ...input, isBlacklisted: false, config: { ...config, durationUnit: 'year' } });
    expect(category.isBlacklisted).toBe(false);
    expect(category.config.durationUnit).toBe('year');
  });

  it('gives every record its own default lists', () => {
    const first = parseValid(categoryInputSchema, input);
    const second = parseValid(categoryInputSchema, input);
    expect(first.faq).not.toBe(second.faq);
  });

  it('refuses unknown attributes (the API answers 422)', () => {
    expect(issuesOf(categoryInputSchema, { ...input, id: 3 })).toEqual(['id: Champ inconnu\u00a0: id.']);
    expect(issuesOf(categoryInputSchema, { ...input, products: [1] })).toEqual(['products: Champ inconnu\u00a0: products.']);
  });

  it('names each field in trouble', () => {
    expect(
      issuesOf(categoryInputSchema, { ...input, name: ' ', slug: 'Prêt Perso', faq: [{ question: 'Pourquoi\u202f?', answer: '' }] }),
    ).toEqual([
      'name: Le nom est obligatoire.',
      'slug: Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
      'faq.0.answer: La réponse est obligatoire.',
    ]);
  });

  it('refuses a preselected amount or duration outside its list', () => {
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, amountIndex: 3 } })).toEqual([
      'config.amountIndex: Le montant présélectionné doit désigner un montant de la liste.',
    ]);
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, durationIndex: -1 } })).toEqual([
      'config.durationIndex: Le rang de la durée présélectionnée ne peut pas être négatif.',
    ]);
  });

  it('refuses empty lists, since something must be preselected', () => {
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, amounts: [], amountIndex: 0 } })).toEqual([
      'config.amounts: Proposez au moins un montant.',
    ]);
  });

  it('refuses bounds whose maximum is below their minimum', () => {
    const bounds = { ...config.bounds, minAmount: 80_000 };
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, bounds } })).toEqual([
      'config.bounds.maxAmount: Le montant maximum doit être supérieur ou égal au montant minimum.',
    ]);
  });

  it('refuses presets the sliders could not reach', () => {
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, durations: [6, 48, 60] } })).toEqual([
      'config.durations: Chaque durée proposée doit être comprise entre la durée minimum et la durée maximum.',
    ]);
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, amounts: [5_000, 10_000, 90_000] } })).toEqual([
      'config.amounts: Chaque montant proposé doit être compris entre le montant minimum et le montant maximum.',
    ]);
  });

  it('refuses a duration unit other than month or year', () => {
    expect(issuesOf(categoryInputSchema, { ...input, config: { ...config, durationUnit: 'week' } })).toEqual([
      'config.durationUnit: L’unité de durée doit être le mois (month) ou l’année (year).',
    ]);
  });

  it('gives what a stored category holds, but for its id and products', () => {
    expectTypeOf<CategoryInput>().toEqualTypeOf<Omit<Category, 'id' | 'products'>>();
  });

  describe('properties', () => {
    const coherentConfig = fc
      .record({
        amounts: fc.array(fc.integer({ min: 1_000, max: 500_000 }), { minLength: 1, maxLength: 10 }),
        durations: fc.array(fc.integer({ min: 6, max: 420 }), { minLength: 1, maxLength: 10 }),
        amountPick: fc.nat(),
        durationPick: fc.nat(),
      })
      .map(({ amounts, durations, amountPick, durationPick }) => ({
        amounts,
        durations,
        amountIndex: amountPick % amounts.length,
        durationIndex: durationPick % durations.length,
        bounds: {
          minAmount: Math.min(...amounts),
          maxAmount: Math.max(...amounts),
          minDuration: Math.min(...durations),
          maxDuration: Math.max(...durations),
        },
      }));

    it('accepts every coherent configuration', () => {
      fc.assert(
        fc.property(coherentConfig, (generated) => {
          expect(issuesOf(categoryInputSchema, { ...input, config: generated })).toEqual([]);
        }),
      );
    });

    it('refuses every preselected amount past the end of the list', () => {
      fc.assert(
        fc.property(coherentConfig, fc.nat({ max: 100 }), (generated, extra) => {
          const outside = { ...generated, amountIndex: generated.amounts.length + extra };
          expect(issuesOf(categoryInputSchema, { ...input, config: outside })).toEqual([
            'config.amountIndex: Le montant présélectionné doit désigner un montant de la liste.',
          ]);
        }),
      );
    });
  });
});

describe('categoryPatchSchema', () => {
  it('accepts any subset of fields without filling in defaults, which would overwrite stored values', () => {
    expect(parseValid(categoryPatchSchema, {})).toEqual({});
    expect(parseValid(categoryPatchSchema, { name: ' Crédit auto ' })).toEqual({ name: 'Crédit auto' });
  });

  it('checks the fields it is given', () => {
    expect(issuesOf(categoryPatchSchema, { slug: '' })).toEqual(['slug: Le slug est obligatoire.']);
    expect(issuesOf(categoryPatchSchema, { config: { ...config, amountIndex: 9 } })).toEqual([
      'config.amountIndex: Le montant présélectionné doit désigner un montant de la liste.',
    ]);
  });

  it('refuses unknown attributes', () => {
    expect(issuesOf(categoryPatchSchema, { isBlacklisteed: false })).toEqual(['isBlacklisteed: Champ inconnu\u00a0: isBlacklisteed.']);
  });
});
