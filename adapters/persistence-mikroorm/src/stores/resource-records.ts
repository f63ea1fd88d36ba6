import { Collection, type EntityMetadata, type EntityProperty, type Platform, ReferenceKind } from '@mikro-orm/core';
import type { ApiType, ResourceIdentifier, ResourceRecord } from '@pretscope/core';
import type { TypeMapping } from './resource-mapping.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * A loaded entity as a resource record: scalar properties as attributes (hidden ones, such as a password hash,
 * never), owning relations also as their id attribute, and every loaded relation as identifiers.
 */
export function toResourceRecord(type: ApiType, mapping: TypeMapping, meta: EntityMetadata, row: Row): ResourceRecord {
  const attributes: Record<string, unknown> = {};
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.primary || prop.hidden) continue;
    attributes[prop.name] = row[prop.name] ?? null;
  }
  const relationships: ResourceRecord['relationships'] = {};
  for (const [name, relation] of Object.entries(mapping.relations)) {
    const value = row[relation.property];
    if (relation.many) {
      if (!(value instanceof Collection) || !value.isInitialized()) continue;
      // By id: the pivot table is read without an order, and PostgreSQL returns its rows in whatever order the plan
      // and the heap give (a product's categories came back in one order from a list and in another from a get).
      const ids = value
        .getItems()
        .map((item) => ({ type: relation.type, id: (item as Row).id }))
        .sort((a, b) => a.id - b.id);
      relationships[name] = ids;
      if (relation.idAttribute) attributes[relation.idAttribute] = ids.map((identifier) => identifier.id);
    } else {
      const identifier: ResourceIdentifier | null =
        value && typeof value === 'object' ? { type: relation.type, id: (value as Row).id } : null;
      relationships[name] = identifier;
      if (relation.idAttribute) attributes[relation.idAttribute] = identifier?.id ?? null;
    }
  }
  return { type, id: row.id, attributes, relationships };
}

/**
 * The same record from a row as the query builder maps it (columns renamed to properties, dates and booleans read,
 * a to-one relation as its id), without making an entity of it: what a read-only list needs, for a fraction of the
 * cost of hydration and the identity map. Values go through the converters hydration would apply (JSON, doubles).
 * Relations to many are left out: a list that needs them loads entities (mikroorm-resource-store.ts).
 */
export function toResourceRecordFromRow(
  type: ApiType,
  mapping: TypeMapping,
  meta: EntityMetadata,
  row: Row,
  platform: Platform,
): ResourceRecord {
  const attributes: Record<string, unknown> = {};
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.primary || prop.hidden) continue;
    attributes[prop.name] = jsValue(prop, row[prop.name], platform);
  }
  const relationships: ResourceRecord['relationships'] = {};
  for (const [name, relation] of Object.entries(mapping.relations)) {
    if (relation.many) continue;
    const id = row[relation.property];
    const identifier: ResourceIdentifier | null = id === null || id === undefined ? null : { type: relation.type, id: id as number };
    relationships[name] = identifier;
    if (relation.idAttribute) attributes[relation.idAttribute] = identifier?.id ?? null;
  }
  return { type, id: row.id, attributes, relationships };
}

/** A column's value as hydration would set it on the entity (ObjectHydrator's rules for scalars). */
function jsValue(prop: EntityProperty, value: unknown, platform: Platform): unknown {
  if (value === null || value === undefined) return null;
  if (prop.customType) return prop.customType.convertToJSValue(value, platform);
  if (prop.runtimeType === 'boolean') return Boolean(value);
  if (prop.runtimeType === 'Date' && !platform.isNumericProperty(prop) && !(value instanceof Date))
    return new Date(value as string | number);
  return value;
}
