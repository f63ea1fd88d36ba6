import { Collection, type EntityMetadata, ReferenceKind } from '@mikro-orm/core';
import type { ApiType, ResourceIdentifier, ResourceRecord } from '@pretscope/core';
import type { TypeMapping } from './resource-mapping.js';

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
      const ids = value.getItems().map((item) => ({ type: relation.type, id: (item as Row).id }));
      relationships[name] = ids;
      if (relation.idAttribute) attributes[relation.idAttribute] = ids.map((identifier) => identifier.id);
    } else {
      const identifier: ResourceIdentifier | null = value && typeof value === 'object' ? { type: relation.type, id: (value as Row).id } : null;
      relationships[name] = identifier;
      if (relation.idAttribute) attributes[relation.idAttribute] = identifier?.id ?? null;
    }
  }
  return { type, id: row.id, attributes, relationships };
}
