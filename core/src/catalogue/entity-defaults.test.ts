import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advertiserInputSchema } from './advertiser.ts';
import { categoryInputSchema } from './category.ts';
import { withAdvertiserDefaults, withCategoryDefaults } from './entity-defaults.ts';
import { parseValid } from '../fields/schema-issues.test-support.ts';

const config = {
  amounts: [10_000],
  durations: [60],
  amountIndex: 0,
  durationIndex: 0,
  bounds: { minAmount: 1_000, maxAmount: 50_000, minDuration: 12, maxDuration: 120 },
};

describe('withCategoryDefaults', () => {
  it('makes a new category blacklisted and counted in months (spec §3)', () => {
    const category = withCategoryDefaults({ name: 'Crédit auto', config });
    expect(category.isBlacklisted).toBe(true);
    expect(category.config.durationUnit).toBe('month');
    expect(category.config.amounts).toEqual([10_000]);
  });

  it('keeps values that are set, false included, and does not modify the draft', () => {
    const draft = { isBlacklisted: false, config: { ...config, durationUnit: 'year' as const } };
    expect(withCategoryDefaults(draft)).toMatchObject({ isBlacklisted: false, config: { durationUnit: 'year' } });
    withCategoryDefaults({ config });
    expect(config).not.toHaveProperty('durationUnit');
  });

  it('agrees with the input schema, whatever the draft leaves out', () => {
    const draft = fc.record(
      { isBlacklisted: fc.boolean(), durationUnit: fc.constantFrom('month' as const, 'year' as const) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(draft, ({ isBlacklisted, durationUnit }) => {
        const input = {
          name: 'Crédit auto',
          slug: 'credit-auto',
          title: 'Crédit auto',
          ...(isBlacklisted === undefined ? {} : { isBlacklisted }),
          config: { ...config, ...(durationUnit === undefined ? {} : { durationUnit }) },
        };
        const parsed = parseValid(categoryInputSchema, input);
        const defaulted = withCategoryDefaults(input);
        expect(defaulted.isBlacklisted).toBe(parsed.isBlacklisted);
        expect(defaulted.config.durationUnit).toBe(parsed.config.durationUnit);
      }),
    );
  });
});

describe('withAdvertiserDefaults', () => {
  it('indexes a new advertiser (spec §3) unless told otherwise', () => {
    expect(withAdvertiserDefaults({ name: 'Spuerkeess' })).toEqual({ name: 'Spuerkeess', isIndexed: true });
    expect(withAdvertiserDefaults({ name: 'BGL', isIndexed: false }).isIndexed).toBe(false);
  });

  it('agrees with the input schema', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (isIndexed) => {
        const input = {
          name: 'BGL',
          slug: 'bgl',
          advertisersCategory: 'banque',
          country: 'LUX',
          ...(isIndexed === undefined ? {} : { isIndexed }),
        };
        expect(withAdvertiserDefaults(input).isIndexed).toBe(parseValid(advertiserInputSchema, input).isIndexed);
      }),
    );
  });
});
