import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiTypeSchemas, apiTypes, type ApiType } from '../api/api-types.ts';
import { frenchTypography } from '../format/french-typography.ts';
import { FRENCH_TEXT_FIELDS, typesetFrenchText } from './french-text-fields.ts';

/**
 * The text attributes of every type that are deliberately kept as written, each with why. With FRENCH_TEXT_FIELDS,
 * they must name every text a type's schemas accept: a field added to a schema fails the first test below until it
 * is put on one side or the other.
 */
const KEPT_AS_WRITTEN: Record<ApiType, Record<string, string>> = {
  categories: { slug: 'slug', description: 'markdown', comment: 'internal note' },
  announcers: { slug: 'slug', logo: 'image', website: 'URL', description: 'markdown', comment: 'internal note' },
  products: {
    slug: 'slug',
    link: 'URL',
    idBtn: 'HTML id',
    info: 'markdown',
    test: 'markdown',
    comment: 'internal note',
    brokerLink: 'URL',
    createdAt: 'date',
    modifiedAt: 'date',
  },
  loans: { createdAt: 'date' },
  loanstats: { createdAt: 'date' },
  users: { email: 'e-mail', firstName: 'back office only', lastName: 'back office only', password: 'password' },
  batch_count: { title: 'back office only', recipient: 'back office only' },
  loggederror: { content: 'technical', ip: 'address', sheet: 'technical', url: 'URL' },
  articles: { slug: 'slug', subcategory: 'slug', content: 'markdown', image: 'image', publishedAt: 'date' },
  legalpages: { slug: 'slug', content: 'markdown' },
  authors: { slug: 'slug', bio: 'markdown', avatar: 'image' },
  rubriques: { slug: 'slug' },
  leads: {
    firstName: 'as the visitor wrote it',
    lastName: 'as the visitor wrote it',
    email: 'e-mail',
    phone: 'phone number',
    product: 'as the visitor sent it',
    message: 'as the visitor wrote it',
    'consent.text': 'the text agreed to, word for word',
    'consent.version': 'code',
  },
  reminders: {
    email: 'e-mail',
    firstName: 'as the visitor wrote it',
    targetDate: 'date',
    'consent.text': 'the text agreed to, word for word',
    'consent.version': 'code',
  },
  clicks: { ip: 'address' },
};

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
}

/** The paths (FrenchTextPath notation) of the texts a schema accepts, through objects, lists, optionals and unions. */
function textPaths(schema: SchemaNode, prefix = ''): string[] {
  switch (schema.type) {
    case 'string':
      return [prefix];
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.entries(schema.entries!).flatMap(([key, entry]) => textPaths(entry, prefix === '' ? key : `${prefix}.${key}`));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
      return textPaths(schema.wrapped!, prefix);
    case 'array':
      return textPaths(schema.item!, `${prefix}[]`);
    case 'union':
      return [...new Set(schema.options!.flatMap((option) => textPaths(option, prefix)))];
    default:
      return [];
  }
}

const node = (schema: v.GenericSchema<unknown, unknown>) => schema as unknown as SchemaNode;

/** Text as typed on a keyboard, with the signs, figures, spaces and apostrophes typography works on. */
const typedText = fc
  .array(fc.constantFrom('L', 'offre', 'é', ' ', "'", '?', '!', ';', ':', '%', '€', '«', '»', '3', '24', ' mois', '1 200', '.', ','), {
    maxLength: 12,
  })
  .map((pieces) => pieces.join(''));

/** Attributes holding a text at each path (lists of zero to three items), around non-text attributes. */
function attributesWith(paths: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const valueAt = (rest: string[]): fc.Arbitrary<unknown> => {
    if (rest.length === 0) return typedText;
    const [head, ...tail] = rest as [string, ...string[]];
    const each = head.endsWith('[]');
    const key = each ? head.slice(0, -2) : head;
    const inner = valueAt(tail);
    const value = each ? fc.array(inner, { maxLength: 3 }) : inner;
    return fc.record({ [key]: value });
  };
  return fc
    .tuple(
      fc.tuple(...paths.map((path) => valueAt(path.split('.')))),
      fc.record({ isActive: fc.boolean(), minAmount: fc.integer(), config: fc.record({ stats: fc.record({ mean: fc.double() }) }) }),
    )
    .map(([pieces, others]) =>
      pieces.reduce<Record<string, unknown>>((whole, piece) => merge(whole, piece as Record<string, unknown>), others),
    );
}

function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key];
    const bothObjects = [mine, value].every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    merged[key] = bothObjects ? merge(mine as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return merged;
}

/** The texts at a path, in order (every item of a list). */
function textsAt(value: unknown, path: string): unknown[] {
  let values = [value];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    values = values.flatMap((item) => {
      const inner = (item as Record<string, unknown> | undefined)?.[key];
      return each ? (Array.isArray(inner) ? inner : []) : inner === undefined ? [] : [inner];
    });
  }
  return values;
}

/** `value` with every text at `paths` replaced by a marker: what must stay the same when those are typeset. */
function without(value: unknown, paths: readonly string[]): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('.');
    const blank = (item: unknown, rest: string[]): void => {
      if (typeof item !== 'object' || item === null) return;
      const [head, ...tail] = rest as [string, ...string[]];
      const each = head.endsWith('[]');
      const key = each ? head.slice(0, -2) : head;
      const record = item as Record<string, unknown>;
      if (!(key in record)) return;
      if (each && Array.isArray(record[key])) {
        const list = record[key] as unknown[];
        if (tail.length === 0) record[key] = list.map(() => '·');
        else list.forEach((entry) => blank(entry, tail));
      } else if (tail.length === 0) record[key] = '·';
      else blank(record[key], tail);
    };
    blank(copy, parts);
  }
  return copy;
}

describe('FRENCH_TEXT_FIELDS', () => {
  it.each(apiTypes)('%s: every text its schemas accept is either typeset or kept as written, never both', (type) => {
    const listed: readonly string[] = FRENCH_TEXT_FIELDS[type];
    const kept = Object.keys(KEPT_AS_WRITTEN[type]);
    for (const schema of [apiTypeSchemas[type].input, apiTypeSchemas[type].patch]) {
      expect([...listed, ...kept].sort()).toEqual(textPaths(node(schema)).sort());
    }
    expect(listed.filter((path) => kept.includes(path))).toEqual([]);
  });

  it('covers what the issue names: FAQ questions and answers, names, titles, SEO texts', () => {
    expect(FRENCH_TEXT_FIELDS.categories).toEqual(expect.arrayContaining(['faq[].question', 'faq[].answer', 'name', 'metaDesc']));
    expect(FRENCH_TEXT_FIELDS.products).toEqual(expect.arrayContaining(['name', 'title', 'config.linkSubtext']));
    expect(FRENCH_TEXT_FIELDS.articles).toEqual(expect.arrayContaining(['title', 'summary', 'metaTitle']));
  });
});

describe('typesetFrenchText', () => {
  it('typesets a category’s FAQ and name, and keeps its slug and markdown as typed', () => {
    const typed = {
      name: "Prêt d'été",
      slug: 'pret-d-ete',
      description: "Un `code ?` et [l'offre](https://example.com/a?b=1) : en markdown",
      faq: [{ question: 'Peut-on rembourser plus tôt ?', answer: "L'offre : 3 % au plus." }],
    };
    expect(typesetFrenchText('categories', typed)).toEqual({
      ...typed,
      name: 'Prêt d’été',
      faq: [{ question: 'Peut-on rembourser plus tôt\u202f?', answer: 'L’offre\u00a0: 3\u00a0% au plus.' }],
    });
    // The attributes received are not changed.
    expect(typed.faq[0]!.question).toBe('Peut-on rembourser plus tôt ?');
  });

  it('typesets a product’s text under its button and its tags, and keeps its statistics', () => {
    const stats = { count: 2, min: 3, max: 4, mean: 3.5, std: 0.5 };
    expect(
      typesetFrenchText('products', { config: { stats, linkSubtext: 'Réponse : 48 heures !' }, tags: ["prêt d'honneur", 'fixe'] }),
    ).toEqual({ config: { stats, linkSubtext: 'Réponse\u00a0: 48\u00a0heures\u202f!' }, tags: ['prêt d’honneur', 'fixe'] });
  });

  it('leaves what is not text, or not there, as it is: a patch without the field, a list where a text was expected', () => {
    expect(typesetFrenchText('categories', { isBlacklisted: false })).toEqual({ isBlacklisted: false });
    expect(typesetFrenchText('categories', { name: null, faq: 'pas une liste' })).toEqual({ name: null, faq: 'pas une liste' });
    expect(typesetFrenchText('products', { config: null, tags: [1, "l'été"] })).toEqual({ config: null, tags: [1, 'l’été'] });
  });

  it('leaves the attributes of a type without French text exactly as they came', () => {
    const lead = { firstName: "D'Artagnan", message: 'Rappelez-moi : demain ?', consent: { text: "J'accepte : oui", version: 'v1' } };
    expect(typesetFrenchText('leads', lead)).toBe(lead);
  });

  it.each(apiTypes.filter((type) => FRENCH_TEXT_FIELDS[type].length > 0))(
    '%s: every listed text comes out typeset and stays so when typeset again; nothing else changes',
    (type) => {
      const listed: readonly string[] = FRENCH_TEXT_FIELDS[type];
      const all = [...listed, ...Object.keys(KEPT_AS_WRITTEN[type])];
      fc.assert(
        fc.property(attributesWith(all), (attributes) => {
          const typeset = typesetFrenchText(type, attributes);
          for (const path of listed)
            expect(textsAt(typeset, path)).toEqual(textsAt(attributes, path).map((text) => frenchTypography(text as string)));
          for (const path of Object.keys(KEPT_AS_WRITTEN[type])) expect(textsAt(typeset, path)).toEqual(textsAt(attributes, path));
          expect(without(typeset, listed)).toEqual(without(attributes, listed));
          expect(typesetFrenchText(type, typeset)).toEqual(typeset);
        }),
      );
    },
  );
});
