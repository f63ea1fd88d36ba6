/**
 * The JSON:API 1.1 documents the Prêtscope API answers (DESIGN.md, "The JSON API"), and `deserialize`, which turns
 * one into plain objects: `{ id, type, ...attributes, ...relationships }` with related resources taken from
 * `included`.
 */

/** `application/vnd.api+json`, sent as Content-Type and Accept. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface JsonApiResourceIdentifier<TType extends string = string> {
  type: TType;
  id: string;
  meta?: Record<string, unknown>;
}

export interface JsonApiRelationship {
  /** Absent when the relationship only carries links; null for an empty to-one relationship. */
  data?: JsonApiResourceIdentifier | JsonApiResourceIdentifier[] | null;
  links?: JsonApiLinks;
  meta?: Record<string, unknown>;
}

export interface JsonApiLinks {
  self?: string;
  related?: string;
  next?: string | null;
  prev?: string | null;
  [name: string]: string | null | undefined;
}

export interface JsonApiResource<TType extends string = string, TAttributes extends object = Record<string, unknown>> {
  type: TType;
  /** Always a string in JSON:API; our ids are integers written as strings ("12"). */
  id: string;
  attributes?: TAttributes;
  relationships?: Record<string, JsonApiRelationship>;
  links?: { self?: string };
  meta?: Record<string, unknown>;
}

/** One error of `{ errors: [...] }` (DESIGN.md: status, code, title, detail and a pointer or a parameter). */
export interface JsonApiErrorObject {
  id?: string;
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

/** Any JSON:API document: what the loosely typed calls answer. */
export interface JsonApiDocument {
  data?: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  meta?: Record<string, unknown>;
  links?: JsonApiLinks;
  errors?: JsonApiErrorObject[];
  jsonapi?: { version?: string; [member: string]: unknown };
}

/** `GET /api/{type}`: a page of resources, the total count and the paging links. */
export interface JsonApiListDocument<TResource extends JsonApiResource = JsonApiResource> extends JsonApiDocument {
  data: TResource[];
  meta: { count: number; [member: string]: unknown };
  links: { self: string; next?: string; prev?: string; [name: string]: string | undefined };
}

/** `GET /api/{type}/{id}`, and the answer to a create or an update. */
export interface JsonApiResourceDocument<TResource extends JsonApiResource = JsonApiResource> extends JsonApiDocument {
  data: TResource;
}

/**
 * A resource as a plain object. `id` is a number (the API's ids are integers). A relationship whose resource is in
 * `included` (or is primary data) holds that resource, deserialized the same way; one whose resource is not there
 * holds only `{ id, type }`; an empty to-one relationship holds null. Relationships that carry only links are left
 * out. Related resources are shared, so a cycle (product → advertiser → products) gives objects that refer to each
 * other: they cannot be passed to JSON.stringify as they are.
 */
export type Deserialized<TFields extends object = Record<string, unknown>> = { id: number; type: string } & TFields;

/**
 * Turns a document into plain objects: a list document into an array, a single one into an object, `data: null`
 * (or a document without data) into null. The type parameter names the fields the caller expects; it is not checked.
 * Throws a TypeError when the document is not JSON:API (a resource without type, or an id that is not an integer).
 */
export function deserialize<TFields extends object = Record<string, unknown>>(document: {
  data: JsonApiResource[];
  included?: JsonApiResource[];
}): Deserialized<TFields>[];
export function deserialize<TFields extends object = Record<string, unknown>>(document: {
  data: JsonApiResource;
  included?: JsonApiResource[];
}): Deserialized<TFields>;
export function deserialize<TFields extends object = Record<string, unknown>>(
  document: JsonApiDocument,
): Deserialized<TFields> | Deserialized<TFields>[] | null;
export function deserialize(document: JsonApiDocument): Deserialized | Deserialized[] | null {
  const { data, included = [] } = document;
  if (data === undefined || data === null) return null;
  const primary = Array.isArray(data) ? data : [data];
  const known = new Map<string, JsonApiResource>();
  for (const resource of [...included, ...primary]) known.set(keyOf(checkedResource(resource)), resource);
  const done = new Map<string, Deserialized>();
  const read = (resource: JsonApiResource): Deserialized => deserializeResource(resource, known, done);
  return Array.isArray(data) ? data.map(read) : read(data);
}

function deserializeResource(
  resource: JsonApiResource,
  known: Map<string, JsonApiResource>,
  done: Map<string, Deserialized>,
): Deserialized {
  const key = keyOf(resource);
  const seen = done.get(key);
  if (seen) return seen;
  const result: Deserialized = { id: integerId(resource), type: resource.type };
  // Stored before its relationships are read, so that a cycle comes back to this same object.
  done.set(key, result);
  for (const [name, value] of Object.entries(resource.attributes ?? {})) {
    if (name !== 'id' && name !== 'type') setField(result, name, value);
  }
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    if (relationship === null || typeof relationship !== 'object' || relationship.data === undefined) continue;
    const { data } = relationship;
    const resolve = (identifier: JsonApiResourceIdentifier): Deserialized => {
      const target = known.get(keyOf(checkedResource(identifier)));
      return target ? deserializeResource(target, known, done) : { id: integerId(identifier), type: identifier.type };
    };
    setField(result, name, data === null ? null : Array.isArray(data) ? data.map(resolve) : resolve(data));
  }
  return result;
}

function checkedResource<T extends JsonApiResourceIdentifier>(resource: T): T {
  if (resource === null || typeof resource !== 'object' || typeof resource.type !== 'string' || typeof resource.id !== 'string') {
    throw new TypeError(`Not a JSON:API resource: ${safeJson(resource)}.`);
  }
  return resource;
}

function integerId({ type, id }: JsonApiResourceIdentifier): number {
  const number = /^-?\d+$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw new TypeError(`The ${type} resource has the id ${JSON.stringify(id)}, which is not an integer.`);
  return number;
}

function keyOf({ type, id }: JsonApiResourceIdentifier): string {
  return `${type}\u0000${id}`;
}

/** An own data property even for a name such as "__proto__", which a plain assignment would treat as the prototype. */
function setField(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function safeJson(value: unknown): string {
  try {
    return String(JSON.stringify(value)).slice(0, 200);
  } catch {
    return String(value);
  }
}
