import { INTERNAL_FIELDS, isInternal, isStaff, type Actor, type ApiType, type ResourceRecord } from '@pretscope/core';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
  links: { self: string };
}

export interface Presenter {
  siteUrl: string;
  /** Absolute base of the API, for links: https://site/api */
  apiBase: string;
  actor: Actor;
  /** Sparse fields asked (fields[type]); derived attributes are only added when asked or when none are named. */
  fields?: Record<string, string[]>;
}

/** A stored record as a JSON:API resource object: ids as strings, internal fields only for staff. */
export function toResourceObject(record: ResourceRecord, presenter: Presenter): ResourceObject {
  const attributes = { ...record.attributes };
  if (!isStaff(presenter.actor)) for (const field of INTERNAL_FIELDS[record.type] ?? []) delete attributes[field];
  const wanted = presenter.fields?.[record.type];
  if (record.type === 'products' && ('link' in record.attributes || 'brokerLink' in record.attributes)) {
    attributes.isInternal = isInternal(
      { link: record.attributes.link as string | null, brokerLink: record.attributes.brokerLink as string | null },
      presenter.siteUrl,
    );
  }
  // Sparse fieldsets, applied here once, after derived attributes are computed from the whole record.
  if (wanted) for (const name of Object.keys(attributes)) if (!wanted.includes(name)) delete attributes[name];
  // Attributes and relationships share one namespace (JSON:API): an id list named like its relation (products'
  // `categories`, as the spec's save payload sends it) is shown as the relationship only.
  for (const name of Object.keys(record.relationships)) delete attributes[name];
  const relationships = Object.fromEntries(
    Object.entries(record.relationships)
      // A sparse fieldset restricts relationships too (JSON:API 1.1 §7.4).
      .filter(([name]) => !wanted || wanted.includes(name))
      .map(([name, value]) => [name, { data: value === null ? null : Array.isArray(value) ? value.map(identifier) : identifier(value) }]),
  );
  return {
    type: record.type,
    id: String(record.id),
    attributes,
    ...(Object.keys(relationships).length > 0 ? { relationships } : {}),
    links: { self: `${presenter.apiBase}/${record.type}/${record.id}` },
  };
}

function identifier(value: { type: ApiType; id: number }) {
  return { type: value.type, id: String(value.id) };
}
