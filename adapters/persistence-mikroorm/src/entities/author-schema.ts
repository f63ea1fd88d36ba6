import { EntitySchema } from '@mikro-orm/core';
import { ArticleSchema } from './article-schema.ts';
import type { AuthorRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

export const AuthorSchema: EntitySchema<AuthorRow> = new EntitySchema<AuthorRow>({
  name: 'Author',
  tableName: 'authors',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 200 },
    slug: { type: 'string', length: 120, unique: true },
    bio: { type: 'text', default: '' },
    avatar: { type: 'string', length: 2000, nullable: true },
    articles: { kind: '1:m', entity: () => ArticleSchema, mappedBy: 'author' },
    ...createdAtOnly,
  },
});
