import type { AdvertiserCountry, AdvertiserKind } from '@pretscope/core';
import { createInMemoryCatalogReader, type AdvertiserFixture } from '@pretscope/core/testing';
import { describe, expect, it } from 'vitest';
import { loadBankList } from './bank-list.server.ts';

const day = new Date('2026-01-01T00:00:00.000Z');

function advertiser(
  name: string,
  slug: string,
  country: AdvertiserCountry,
  fields: { kind?: AdvertiserKind; isIndexed?: boolean } = {},
): AdvertiserFixture {
  return {
    name,
    slug,
    logo: null,
    website: null,
    description: 'Une description qui ne va pas dans le pied de page.',
    metaTitle: '',
    metaDesc: '',
    comment: '',
    createdAt: day,
    modifiedAt: day,
    advertisersCategory: fields.kind ?? 'banque',
    isIndexed: fields.isIndexed ?? true,
    country,
  };
}

const catalog = (advertisers: AdvertiserFixture[]) =>
  createInMemoryCatalogReader({ categories: [], advertisers, products: [], observations: [], statistics: [] });

describe('the layout’s bank list', () => {
  it('asks the catalogue for its banks, at most 100', async () => {
    const queries: unknown[] = [];
    await loadBankList({
      async advertisers(query) {
        queries.push(query);
        return [];
      },
    });
    expect(queries).toEqual([{ kind: 'banque', limit: 100 }]);
  });

  it('puts them in the spec’s country order, Luxembourg, Belgium, France, then the others, by name in each', async () => {
    const banks = await loadBankList(
      catalog([
        advertiser('Banque Zéphyr', 'banque-zephyr', 'FR'),
        advertiser('Alpha Bank', 'alpha-bank', 'DE'),
        advertiser('Banque du Kirchberg', 'banque-du-kirchberg', 'LUX'),
        advertiser('Banque Ardennaise', 'banque-ardennaise', 'BE'),
        advertiser('Banque Alsacienne', 'banque-alsacienne', 'FR'),
      ]),
    );
    expect(banks.map((bank) => bank.slug)).toEqual([
      'banque-du-kirchberg',
      'banque-ardennaise',
      'banque-alsacienne',
      'banque-zephyr',
      'alpha-bank',
    ]);
  });

  it('lists indexed banks only, with their names, slugs and countries alone', async () => {
    const banks = await loadBankList(
      catalog([
        advertiser('Banque Une', 'banque-une', 'LUX'),
        advertiser('Banque Cachée', 'banque-cachee', 'LUX', { isIndexed: false }),
        advertiser('Courtier Un', 'courtier-un', 'LUX', { kind: 'courtier' }),
      ]),
    );
    expect(banks).toEqual([{ name: 'Banque Une', slug: 'banque-une', country: 'LUX' }]);
  });
});
