import type { ResourceQuery, ResourceRecord, ResourceStore } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { loadBankList } from './bank-list.server.ts';

const announcer = (id: number, name: string, slug: string, country: string): ResourceRecord => ({ type: 'announcers', id, attributes: { name, slug, country }, relationships: {} });

/** A store answering one page of announcers (as the query's filters would leave them) and keeping the query. */
function storeWith(records: ResourceRecord[] | 'failing') {
  const queries: ResourceQuery[] = [];
  const store = {
    async list(query: ResourceQuery) {
      queries.push(query);
      if (records === 'failing') return { ok: false as const, error: { type: 'resource/invalid' as const, resourceType: 'announcers' as const, field: 'filter', detail: 'panne' } };
      return { ok: true as const, value: { records, included: [], count: records.length } };
    },
  } as unknown as ResourceStore;
  return { store, queries };
}

describe('the layout’s bank list', () => {
  it('asks for indexed banks only, names and slugs, one page', async () => {
    const { store, queries } = storeWith([]);
    await loadBankList(store);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      type: 'announcers',
      filter: { isIndexed: ['true'], advertisersCategory: ['banque'] },
      fields: { announcers: ['name', 'slug', 'country'] },
      page: { offset: 0, limit: 100 },
    });
  });

  it('puts them in the spec’s country order, Luxembourg, Belgium, France, then the others, by name in each', async () => {
    const { store } = storeWith([
      announcer(1, 'Banque Zéphyr', 'banque-zephyr', 'FR'),
      announcer(2, 'Alpha Bank', 'alpha-bank', 'DE'),
      announcer(3, 'Banque du Kirchberg', 'banque-du-kirchberg', 'LUX'),
      announcer(4, 'Banque Ardennaise', 'banque-ardennaise', 'BE'),
      announcer(5, 'Banque Alsacienne', 'banque-alsacienne', 'FR'),
    ]);
    expect((await loadBankList(store)).map((bank) => bank.slug)).toEqual(['banque-du-kirchberg', 'banque-ardennaise', 'banque-alsacienne', 'banque-zephyr', 'alpha-bank']);
  });

  it('leaves out a record whose slug could not be linked to, and is empty when the store fails', async () => {
    const { store } = storeWith([announcer(1, 'Banque Une', 'banque-une', 'LUX'), announcer(2, 'Sans slug', '', 'LUX'), announcer(3, 'Mal écrit', 'Mal Ecrit', 'LUX')]);
    expect(await loadBankList(store)).toEqual([{ name: 'Banque Une', slug: 'banque-une', country: 'LUX' }]);
    expect(await loadBankList(storeWith('failing').store)).toEqual([]);
  });
});
