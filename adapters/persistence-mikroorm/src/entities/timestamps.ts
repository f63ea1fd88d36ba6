import type { EntitySchemaProperty } from '@mikro-orm/core';

/** createdAt / modifiedAt kept by the ORM: set on insert, and modifiedAt again on every update. */
export const timestamps = {
  createdAt: { type: 'datetime', onCreate: () => new Date() },
  modifiedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
} satisfies Record<string, EntitySchemaProperty<Date, object>>;

export const createdAtOnly = {
  createdAt: { type: 'datetime', onCreate: () => new Date() },
} satisfies Record<string, EntitySchemaProperty<Date, object>>;
