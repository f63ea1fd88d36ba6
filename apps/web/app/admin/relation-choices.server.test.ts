import type { ResourceQuery, ResourceRecord, ResourceStore } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { recordChoices } from './relation-choices.server.ts';

const name = (id: number) => `Annonceur ${String(id).padStart(4, '0')}`;

/** A store of `size` advertisers (ids 1…size, names in id order) that pages as a database would, keeping its queries. */
function storeOf(size: number) {
  const records: ResourceRecord[] = Array.from({ length: size }, (_, index) => ({
    type: 'announcers',
    id: index + 1,
    attributes: { name: name(index + 1) },
    relationships: {},
  }));
  const queries: ResourceQuery[] = [];
  const store = {
    async list(query: ResourceQuery) {
      queries.push(query);
      return {
        ok: true as const,
        value: { records: records.slice(query.page.offset, query.page.offset + query.page.limit), included: [], count: records.length },
      };
    },
    async get(_type: string, id: number) {
      const record = records.find((candidate) => candidate.id === id);
      return record
        ? { ok: true as const, value: { record, included: [] } }
        : { ok: false as const, error: { type: 'resource/not-found' as const, resourceType: 'announcers' as const, id } };
    },
  } as unknown as ResourceStore;
  return { store, queries };
}

describe('recordChoices', () => {
  it('offers every record past one store page, by name, a page of at most 100 at a time', async () => {
    const { store, queries } = storeOf(250);
    const { options, complete } = await recordChoices(store, 'announcers', 'name');
    expect(options).toHaveLength(250);
    expect(options[0]).toEqual({ value: '1', label: name(1) });
    expect(options[249]).toEqual({ value: '250', label: name(250) });
    expect(complete).toBe(true);
    expect(queries.map((query) => query.page)).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
      { offset: 200, limit: 100 },
    ]);
    expect(queries[0]).toMatchObject({ type: 'announcers', sort: [{ field: 'name', direction: 'asc' }], fields: { announcers: ['name'] } });
  });

  it('offers the choices in French order, whatever order the database sorted them in (« Épargne » among the E’s)', async () => {
    const records = ['Immobilier', 'Épargne', 'Crédit', 'épargne salariale', 'Zéro'].map((label, index) => ({
      type: 'rubriques' as const,
      id: index + 1,
      attributes: { name: label, slug: label.toLowerCase() },
      relationships: {},
    }));
    const store = {
      // A byte order, as SQLite's default collation: « É » after « Z ».
      async list() {
        return {
          ok: true as const,
          value: { records: [...records].sort((x, y) => (x.attributes.name < y.attributes.name ? -1 : 1)), included: [], count: 5 },
        };
      },
    } as unknown as ResourceStore;
    const { options } = await recordChoices(store, 'rubriques', 'name', { valueField: 'slug' });
    expect(options.map((option) => option.label)).toEqual(['Crédit', 'Épargne', 'épargne salariale', 'Immobilier', 'Zéro']);
  });

  it('stops when it has them all, without asking for an empty page', async () => {
    const { store, queries } = storeOf(200);
    expect((await recordChoices(store, 'announcers', 'name')).options).toHaveLength(200);
    expect(queries).toHaveLength(2);
  });

  it('says when there are more than it shows, and keeps the selected record a choice past the cap', async () => {
    const { store } = storeOf(250);
    const capped = await recordChoices(store, 'announcers', 'name', { max: 150 });
    expect(capped.options).toHaveLength(150);
    expect(capped.complete).toBe(false);
    const bookmarked = await recordChoices(store, 'announcers', 'name', { max: 150, selected: 240 });
    expect(bookmarked.options[0]).toEqual({ value: '240', label: name(240) });
    expect(bookmarked.options).toHaveLength(151);
    // Inside the choices: not repeated.
    expect((await recordChoices(store, 'announcers', 'name', { max: 150, selected: 12 })).options).toHaveLength(150);
  });

  it('shows a selected record that no longer exists by its number rather than dropping the filter from view', async () => {
    const { store } = storeOf(3);
    expect((await recordChoices(store, 'announcers', 'name', { selected: 9999 })).options[0]).toEqual({
      value: '9999',
      label: 'n° 9999 (introuvable)',
    });
  });

  it('fails loudly when the store refuses the query rather than offering a cut list', async () => {
    const store = {
      list: async () => ({
        ok: false as const,
        error: { type: 'resource/invalid' as const, resourceType: 'announcers' as const, field: 'nom', detail: 'x' },
      }),
    } as unknown as ResourceStore;
    await expect(recordChoices(store, 'announcers', 'nom')).rejects.toThrow(/choices of announcers by nom/);
  });
});
