import { EntitySchema } from '@mikro-orm/core';
import { AuthorSchema } from './author-schema.ts';
import type { ArticleRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

export const ArticleSchema: EntitySchema<ArticleRow> = new EntitySchema<ArticleRow>({
  name: 'Article',
  tableName: 'articles',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 300 },
    // Unique across subcategories: /articles/{slug} must find the article without knowing its subcategory.
    slug: { type: 'string', length: 120, unique: true },
    subcategory: { type: 'string', length: 120, nullable: true },
    summary: { type: 'text', default: '' },
    content: { type: 'text', default: '' },
    image: { type: 'string', length: 2000, nullable: true },
    author: { kind: 'm:1', entity: () => AuthorSchema, nullable: true, updateRule: 'cascade', deleteRule: 'set null' },
    isPublished: { type: 'boolean', default: false },
    publishedAt: { type: 'datetime', nullable: true },
    metaTitle: { type: 'string', length: 300, default: '' },
    metaDesc: { type: 'string', length: 500, default: '' },
    ...timestamps,
  },
  indexes: [{ name: 'articles_published', properties: ['isPublished', 'publishedAt'] }],
});
