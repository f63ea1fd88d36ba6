import { describe, expect, it } from 'vitest';
import { CATALOG_FIXTURE } from '../testing/catalog-reader.contract.ts';
import { createInMemoryCatalogReader } from '../testing/in-memory-catalog-reader.ts';
import { marketRatesFor } from './market-rates-for.ts';

const at = (iso: string) => ({ now: () => new Date(iso) });
const catalog = createInMemoryCatalogReader(CATALOG_FIXTURE);

describe('marketRatesFor', () => {
  it('reads the month in progress at the category’s grid duration nearest the one asked', async () => {
    // pret-immobilier's grid is 120 and 240 months: 22 years (264 months) reads 240.
    const market = await marketRatesFor(
      { catalog, clock: at('2026-02-20T10:00:00Z') },
      { categorySlug: 'pret-immobilier', country: 'FR', duration: 264 },
    );
    expect(market).toEqual({
      categorySlug: 'pret-immobilier',
      country: 'FR',
      duration: 240,
      month: '2026-02',
      current: true,
      rates: [
        [3.55, 2],
        [3.6, 1],
        [3.9, 1],
      ],
    });
  });

  it('falls back to the latest month with observations, and says it is not the current one', async () => {
    const market = await marketRatesFor(
      { catalog, clock: at('2026-05-02T00:00:00Z') },
      { categorySlug: 'pret-immobilier', country: 'FR', duration: 240 },
    );
    expect(market).toMatchObject({ month: '2026-02', current: false });
  });

  it('answers no month and no rate where nothing was observed, or the category is unknown', async () => {
    const clock = at('2026-02-20T10:00:00Z');
    expect(await marketRatesFor({ catalog, clock }, { categorySlug: 'pret-immobilier', country: 'LUX', duration: 240 })).toEqual({
      categorySlug: 'pret-immobilier',
      country: 'LUX',
      duration: 240,
      month: null,
      current: false,
      rates: [],
    });
    expect(await marketRatesFor({ catalog, clock }, { categorySlug: 'inconnue', country: 'FR', duration: 240 })).toMatchObject({
      month: null,
      rates: [],
    });
  });
});
