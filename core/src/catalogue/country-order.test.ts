import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCountries, countryRank, sortByCountry } from './country-order.ts';

describe('countryRank', () => {
  it('puts LUX first, BE second, FR third and any other country last (spec §9)', () => {
    expect(['LUX', 'BE', 'FR', 'DE', 'OTHER', '', 'toString'].map(countryRank)).toEqual([1, 2, 3, 4, 4, 4, 4]);
  });
});

describe('compareCountries', () => {
  it('orders by rank and treats all other countries alike', () => {
    expect(compareCountries('LUX', 'FR')).toBeLessThan(0);
    expect(compareCountries('DE', 'BE')).toBeGreaterThan(0);
    expect(compareCountries('DE', 'NL')).toBe(0);
  });
});

describe('sortByCountry', () => {
  it('sorts by country, then by name as French readers expect', () => {
    const advertisers = [
      { name: 'Crédit Agricole', country: 'FR' },
      { name: 'ING', country: 'BE' },
      { name: 'Deutsche Bank', country: 'DE' },
      { name: 'Spuerkeess', country: 'LUX' },
      { name: 'banque Raiffeisen', country: 'LUX' },
      { name: 'Belfius', country: 'BE' },
      { name: 'ABN AMRO', country: 'NL' },
      { name: 'Écureuil', country: 'FR' },
      { name: 'Boursorama', country: 'FR' },
    ];
    expect(sortByCountry(advertisers).map(({ name }) => name)).toEqual([
      'banque Raiffeisen',
      'Spuerkeess',
      'Belfius',
      'ING',
      'Boursorama',
      'Crédit Agricole',
      'Écureuil',
      'ABN AMRO',
      'Deutsche Bank',
    ]);
  });

  describe('properties', () => {
    const advertiser = fc.record({
      name: fc.constantFrom('ING', 'BGL', 'Belfius', 'Banque Havilland', 'Crédit Mutuel', 'crédit', 'Écureuil', ''),
      country: fc.constantFrom('LUX', 'BE', 'FR', 'DE', 'CH', 'OTHER'),
      id: fc.nat(),
    });
    const advertisers = fc.uniqueArray(advertiser, { maxLength: 30, selector: (a) => a.id });

    it('gives the same advertisers, in country then name order, without touching the input', () => {
      fc.assert(
        fc.property(advertisers, (list) => {
          const before = structuredClone(list);
          const sorted = sortByCountry(list);
          expect(list).toEqual(before);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...list].sort((a, b) => a.id - b.id));
          for (let i = 1; i < sorted.length; i++) {
            const [previous, current] = [sorted[i - 1]!, sorted[i]!];
            const byCountry = countryRank(previous.country) - countryRank(current.country);
            expect(byCountry).toBeLessThanOrEqual(0);
            if (byCountry === 0) expect(previous.name.localeCompare(current.name, 'fr')).toBeLessThanOrEqual(0);
          }
        }),
      );
    });

    it('is stable: advertisers that compare equal keep their order', () => {
      fc.assert(
        fc.property(advertisers, (list) => {
          const sorted = sortByCountry(list);
          for (let i = 1; i < sorted.length; i++) {
            const [previous, current] = [sorted[i - 1]!, sorted[i]!];
            const tie =
              countryRank(previous.country) === countryRank(current.country) && previous.name.localeCompare(current.name, 'fr') === 0;
            if (tie) expect(list.indexOf(previous)).toBeLessThan(list.indexOf(current));
          }
        }),
      );
    });
  });
});
