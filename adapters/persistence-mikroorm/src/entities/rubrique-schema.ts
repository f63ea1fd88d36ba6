import { EntitySchema } from '@mikro-orm/core';
import type { RubriqueRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

/** Articles' rubriques (core content/rubrique.ts): the controlled list of `articles.subcategory`. */
export const RubriqueSchema: EntitySchema<RubriqueRow> = new EntitySchema<RubriqueRow>({
  name: 'Rubrique',
  tableName: 'rubriques',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 80 },
    slug: { type: 'string', length: 120, unique: true },
    previousSlugs: { type: 'json', defaultRaw: "'[]'", onCreate: () => [] },
    ...timestamps,
  },
});
