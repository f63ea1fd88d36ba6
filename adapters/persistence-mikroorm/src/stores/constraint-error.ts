import {
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
  type EntityMetadata,
} from '@mikro-orm/core';

export type ConstraintFailure = { kind: 'conflict' | 'invalid'; field: string; detail: string };

/**
 * Turns a database constraint error into the field it concerns, in API names; anything else is not ours to
 * explain and is rethrown by the caller. Only the column name is taken from the message, never SQL or values.
 */
export function constraintFailure(error: unknown, meta: EntityMetadata): ConstraintFailure | null {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof UniqueConstraintViolationException) {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1] ?? /"\w+?_(\w+)_unique"/.exec(message)?.[1] ?? '';
    const field = propertyForColumn(meta, column);
    return { kind: 'conflict', field, detail: `another record already has this ${field}` };
  }
  if (error instanceof ForeignKeyConstraintViolationException) {
    const column = /\((\w+)\)=/.exec(message)?.[1] ?? /"\w+?_(\w+?)_foreign"/.exec(message)?.[1] ?? '';
    const field = propertyForColumn(meta, column);
    return { kind: 'invalid', field, detail: 'a related record does not exist' };
  }
  if (error instanceof NotNullConstraintViolationException) {
    const column = /NOT NULL constraint failed: \w+\.(\w+)/.exec(message)?.[1] ?? /column "(\w+)"/.exec(message)?.[1] ?? '';
    return { kind: 'invalid', field: propertyForColumn(meta, column), detail: 'this field is required' };
  }
  return null;
}

function propertyForColumn(meta: EntityMetadata, column: string): string {
  if (!column) return '';
  const property = Object.values(meta.properties).find(
    (prop) => prop.fieldNames?.includes(column) || prop.fieldNames?.includes(`${column}_id`),
  );
  return property?.name ?? column;
}
