import { Migration } from '@mikro-orm/migrations';
import { typesetFrenchText, type ApiType } from '@pretscope/core';

/** Where the French text fields of one API type are stored: its table, and the column of each attribute. */
export interface TypesetTable {
  type: ApiType;
  table: string;
  /** Attribute → column, for each attribute holding a field of core's FRENCH_TEXT_FIELDS. */
  columns: Readonly<Record<string, string>>;
  /** The columns stored as JSON (a category's FAQ, a product's config and tags). */
  json: readonly string[];
  /** The length of each varchar column, which a typeset text must still fit (PostgreSQL enforces it). */
  lengths: Readonly<Record<string, number>>;
}

/**
 * The tables and columns this migration typesets, as the schema names them at this migration: a snapshot, because a
 * migration runs against the schema of its day on every database that has not run it yet. A field added to core's
 * FRENCH_TEXT_FIELDS later needs a data migration of its own for the rows written before it.
 */
export const TYPESET_TABLES: readonly TypesetTable[] = [
  {
    type: 'categories',
    table: 'categories',
    columns: { name: 'name', title: 'title', summary: 'summary', metaTitle: 'meta_title', metaDesc: 'meta_desc', faq: 'faq' },
    json: ['faq'],
    lengths: { name: 200, title: 300, metaTitle: 300, metaDesc: 500 },
  },
  {
    type: 'announcers',
    table: 'advertisers',
    columns: { name: 'name', metaTitle: 'meta_title', metaDesc: 'meta_desc' },
    json: [],
    lengths: { name: 200, metaTitle: 300, metaDesc: 500 },
  },
  {
    type: 'products',
    table: 'products',
    columns: {
      name: 'name',
      title: 'title',
      metaTitle: 'meta_title',
      metaDesc: 'meta_desc',
      apr: 'apr',
      brokerProduct: 'broker_product',
      config: 'config',
      tags: 'tags',
    },
    json: ['config', 'tags'],
    lengths: { name: 200, title: 300, metaTitle: 300, metaDesc: 500, apr: 120, brokerProduct: 200 },
  },
  {
    type: 'articles',
    table: 'articles',
    columns: { title: 'title', summary: 'summary', metaTitle: 'meta_title', metaDesc: 'meta_desc' },
    json: [],
    lengths: { title: 300, metaTitle: 300, metaDesc: 500 },
  },
  { type: 'legalpages', table: 'legal_pages', columns: { title: 'title' }, json: [], lengths: { title: 300 } },
  { type: 'authors', table: 'authors', columns: { name: 'name' }, json: [], lengths: { name: 200 } },
];

/**
 * Decision 0017: the plain French text a visitor reads is stored in French typography, set when a create or an
 * update saves it (core's createResource and updateResource, through typesetFrenchText). This sets it on the rows
 * written before: every listed field of every row, through the same function, so a row reads as if it had been
 * saved again. Typesetting is idempotent, so the demo seed's texts (already typeset) and a second run change
 * nothing; a row is written only when one of its texts changes, and its modification date is kept (spacing is not
 * an edit: a legal page's « dernière mise à jour » stays). A text that typesetting would make longer than its
 * column (a space added before « ? » in a name of exactly 200 characters) is left as it is, rather than failing the
 * migration and the server's start; its next save refuses it as too long. The same statements on both dialects;
 * PostgreSQL answers JSON columns parsed, SQLite as text.
 */
export class Migration20261127170000 extends Migration {
  override async up(): Promise<void> {
    for (const { type, table, columns, json, lengths } of TYPESET_TABLES) {
      const attributes = Object.keys(columns);
      const rows = await this.execute(`select id, ${attributes.map((attribute) => columns[attribute]).join(', ')} from ${table}`);
      for (const row of rows as Record<string, unknown>[]) {
        const stored = Object.fromEntries(
          attributes.map((attribute) => {
            const value = row[columns[attribute]!];
            return [attribute, json.includes(attribute) && typeof value === 'string' ? JSON.parse(value) : value];
          }),
        );
        const typeset = typesetFrenchText(type, stored);
        const fits = (attribute: string) => {
          const value = typeset[attribute];
          return !(attribute in lengths) || typeof value !== 'string' || value.length <= lengths[attribute]!;
        };
        const changed = attributes.filter(
          (attribute) => JSON.stringify(typeset[attribute]) !== JSON.stringify(stored[attribute]) && fits(attribute),
        );
        if (changed.length === 0) continue;
        await this.execute(`update ${table} set ${changed.map((attribute) => `${columns[attribute]} = ?`).join(', ')} where id = ?`, [
          ...changed.map((attribute) => (json.includes(attribute) ? JSON.stringify(typeset[attribute]) : typeset[attribute])),
          row.id,
        ]);
      }
    }
  }
}
