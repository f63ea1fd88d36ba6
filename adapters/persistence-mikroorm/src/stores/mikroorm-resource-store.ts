import { type EntityMetadata, type EntityName, raw } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/sql';
import {
  ALLOW_LISTS,
  compareFrench,
  err,
  ok,
  searchKey,
  searchKeySql,
  visibleKindOf,
  type ApiType,
  type ResourceQuery,
  type ResourceRecord,
  type ResourceStore,
  type ResourceStoreError,
  type Result,
} from '@pretscope/core';
import { constraintFailure } from './constraint-error.ts';
import { allOf, visibilityWhere, type Where } from './public-records.ts';
import { RESOURCE_MAPPINGS, relationForAttribute, type TypeMapping } from './resource-mapping.ts';
import { toResourceRecord, toResourceRecordFromRow } from './resource-records.ts';

type Row = Record<string, unknown> & { id: number };
type Conditions = { sql: string[]; params: unknown[] };

/**
 * The generic store behind `/api/{type}`: every query is built from the type's mapping and metadata. Field and
 * column names only ever come from there (the core's allow-lists decided which the client may name), directions
 * only as the literals asc/desc, and values only as bound parameters.
 */
export function createResourceStore(em: EntityManager): ResourceStore {
  const metaOf = (type: ApiType): EntityMetadata => em.getMetadata().get(RESOURCE_MAPPINGS[type].schema as EntityName);

  async function withRelations(type: ApiType, rows: Row[], include: readonly string[]) {
    const mapping = RESOURCE_MAPPINGS[type];
    // Many-to-many ids are attributes too (`categories: [1, 2]`), so they are always loaded: one query per relation.
    const always = Object.entries(mapping.relations)
      .filter(([, r]) => r.many && r.idAttribute)
      .map(([, r]) => r.property);
    const asked = include.map((name) => relationNamed(mapping, name)?.property).filter((p): p is string => Boolean(p));
    const populate = [...new Set([...always, ...asked])];
    if (rows.length > 0 && populate.length > 0) await em.populate(rows, populate as never[]);
    const meta = metaOf(type);
    const records = rows.map((row) => toResourceRecord(type, mapping, meta, row));
    const included = new Map<string, ResourceRecord>();
    for (const name of include) {
      const relation = relationNamed(mapping, name);
      if (!relation) continue;
      const relatedMapping = RESOURCE_MAPPINGS[relation.type];
      const relatedMeta = metaOf(relation.type);
      for (const row of rows) {
        const value = row[relation.property] as unknown;
        const related: Row[] = relation.many ? ((value as { getItems(): Row[] }).getItems?.() ?? []) : value ? [value as Row] : [];
        for (const item of related) {
          const key = `${relation.type}:${item.id}`;
          if (!included.has(key)) included.set(key, toResourceRecord(relation.type, relatedMapping, relatedMeta, item));
        }
      }
    }
    return { records, included: [...included.values()] };
  }

  /**
   * A list read without entities when nothing in it needs them: no relation to many is loaded (products carry their
   * categories, so they take the entity path) and every relation included is a to-one, read the same way by id.
   */
  function readsAsRows(type: ApiType, include: readonly string[]): boolean {
    const mapping = RESOURCE_MAPPINGS[type];
    if (Object.values(mapping.relations).some((relation) => relation.many && relation.idAttribute)) return false;
    return include.every((name) => relationNamed(mapping, name)?.many === false);
  }

  async function rowsToRecords(type: ApiType, rows: Row[], include: readonly string[]) {
    const mapping = RESOURCE_MAPPINGS[type];
    const platform = em.getPlatform();
    const records = rows.map((row) => toResourceRecordFromRow(type, mapping, metaOf(type), row, platform));
    // Included records in the order the entity path gives them: by relation asked, then by row.
    const included = new Map<string, ResourceRecord>();
    for (const name of include) {
      // readsAsRows let only relations of the mapping through.
      const relation = relationNamed(mapping, name) as (typeof mapping.relations)[string];
      const ids = [...new Set(rows.map((row) => row[relation.property]).filter((id) => id !== null && id !== undefined))] as number[];
      if (ids.length === 0) continue;
      const relatedMeta = metaOf(relation.type);
      const relatedRows = await (em.createQueryBuilder<Row, 'r'>(relatedMeta.class, 'r') as unknown as QueryBuilder<Row>)
        .where({ id: { $in: ids } })
        .execute<Row[]>('all');
      const byId = new Map(
        relatedRows.map((related) => [
          related.id,
          toResourceRecordFromRow(relation.type, RESOURCE_MAPPINGS[relation.type], relatedMeta, related, platform),
        ]),
      );
      for (const row of rows) {
        const record = byId.get(row[relation.property] as number);
        if (record && !included.has(`${relation.type}:${record.id}`)) included.set(`${relation.type}:${record.id}`, record);
      }
    }
    return { records, included: [...included.values()] };
  }

  function filtered(query: ResourceQuery): Result<QueryBuilder<Row>, ResourceStoreError> {
    const type = query.type as ApiType;
    const refused = outsideAllowList(query);
    if (refused)
      return err({ type: 'resource/invalid', resourceType: type, field: refused, detail: 'this field cannot be used in a query' });
    const mapping = RESOURCE_MAPPINGS[type];
    const meta = metaOf(type);
    const conditions: Conditions = { sql: [], params: [] };
    for (const [field, values] of Object.entries(query.filter)) {
      const added = addFilter(conditions, type, mapping, meta, field, values);
      if (!added.ok) return added;
    }
    if (query.search) addSearch(conditions, mapping, meta, query.search);
    // Keyset paging (exports): the id index finds the next page directly, however far into the table.
    if (query.afterId !== undefined) {
      if (!Number.isSafeInteger(query.afterId))
        return err({ type: 'resource/invalid', resourceType: type, field: 'id', detail: 'ids are whole numbers' });
      conditions.sql.push('r."id" > ?');
      conditions.params.push(query.afterId);
    }
    const qb = em.createQueryBuilder<Row, 'r'>(meta.class, 'r') as unknown as QueryBuilder<Row>;
    // A visitor's read: the rule's own condition (MikroORM joins a followed relation, such as a loan's product).
    const visible = query.visibleAt ? visitorWhere(type, query.visibleAt) : {};
    if (visible === null) conditions.sql.push('1 = 0');
    else if (Reflect.ownKeys(visible).length > 0) qb.where(visible);
    if (conditions.sql.length > 0) qb.andWhere(conditions.sql.map((s) => `(${s})`).join(' and '), conditions.params);
    return ok(qb);
  }

  /** The ids among these that a visitor sees at `now`, read by the rule's condition in chunks of bound ids. */
  async function visibleIds(type: ApiType, ids: readonly number[], where: Where): Promise<Set<number>> {
    const visible = new Set<number>();
    for (let start = 0; start < ids.length; start += VISIBLE_ID_CHUNK) {
      const chunk = ids.slice(start, start + VISIBLE_ID_CHUNK);
      const rows = await (em.createQueryBuilder<Row, 'v'>(metaOf(type).class, 'v') as unknown as QueryBuilder<Row>)
        .select('id')
        .where(allOf({ id: { $in: chunk } }, where))
        .execute<{ id: number | string }[]>('all');
      for (const row of rows) visible.add(Number(row.id));
    }
    return visible;
  }

  /**
   * A visitor's answer names nothing hidden: the records it includes, and the identifiers of its relationships (with
   * their id attributes, such as a category's products), are kept only when the rule shows them. Types whose rule
   * hides nothing (categories, advertisers, authors) cost no query; the others one per chunk of ids named.
   */
  async function keepVisible(page: { records: ResourceRecord[]; included: ResourceRecord[] }, now: Date) {
    const named = new Map<ApiType, Set<number>>();
    const name = ({ type, id }: { type: ApiType; id: number }) => named.set(type, (named.get(type) ?? new Set()).add(id));
    for (const record of [...page.records, ...page.included]) {
      for (const value of Object.values(record.relationships))
        for (const identifier of Array.isArray(value) ? value : value ? [value] : []) name(identifier);
    }
    for (const record of page.included) name(record);
    const shown = new Map<ApiType, Set<number>>();
    for (const [type, ids] of named) {
      const where = visitorWhere(type, now);
      if (where !== null && Reflect.ownKeys(where).length === 0) continue;
      shown.set(type, where === null ? new Set() : await visibleIds(type, [...ids], where));
    }
    if (shown.size === 0) return page;
    const sees = ({ type, id }: { type: ApiType; id: number }) => shown.get(type)?.has(id) ?? true;
    const pruned = (record: ResourceRecord): ResourceRecord => {
      const attributes = { ...record.attributes };
      const relationships: ResourceRecord['relationships'] = {};
      for (const [relationName, value] of Object.entries(record.relationships)) {
        const kept = Array.isArray(value) ? value.filter(sees) : value && sees(value) ? value : null;
        relationships[relationName] = kept;
        const idAttribute = relationNamed(RESOURCE_MAPPINGS[record.type], relationName)?.idAttribute;
        if (idAttribute && idAttribute in attributes)
          attributes[idAttribute] = Array.isArray(kept) ? kept.map((identifier) => identifier.id) : (kept?.id ?? null);
      }
      return { ...record, attributes, relationships };
    };
    return { records: page.records.map(pruned), included: page.included.filter(sees).map(pruned) };
  }

  return {
    async list(query) {
      const type = query.type as ApiType;
      const built = filtered(query);
      if (!built.ok) return built;
      const qb = built.value;
      // A keyset page (afterId) is one of a whole-table read whose total was taken from its first page.
      const count = query.afterId === undefined ? await qb.clone().getCount() : -1;
      const french = frenchSort(query);
      if (french) {
        // A short list sorted in French order here, the same on both databases (their collations differ).
        const all = readsAsRows(type, [])
          ? await rowsToRecords(type, await qb.execute<Row[]>('all'), [])
          : await withRelations(type, await qb.getResult(), []);
        const page = all.records.sort(french).slice(query.page.offset, query.page.offset + query.page.limit);
        const { records } = query.visibleAt ? await keepVisible({ records: page, included: [] }, query.visibleAt) : { records: page };
        return ok({ records: records.map((r) => sparse(r, query)), included: [], count });
      }
      applySort(qb, RESOURCE_MAPPINGS[type], metaOf(type), query);
      qb.limit(query.page.limit).offset(query.page.offset);
      const read = readsAsRows(type, query.include)
        ? await rowsToRecords(type, await qb.execute<Row[]>('all'), query.include)
        : await withRelations(type, await qb.getResult(), query.include);
      const { records, included } = query.visibleAt ? await keepVisible(read, query.visibleAt) : read;
      return ok({ records: records.map((r) => sparse(r, query)), included: included.map((r) => sparse(r, query)), count });
    },

    async count(query) {
      const built = filtered(query);
      if (!built.ok) return built;
      return ok(await built.value.getCount());
    },

    async get(type, id, include = [], { visibleAt } = {}) {
      // A visitor asking for a hidden record is answered as for one that does not exist.
      const visible = visibleAt ? visitorWhere(type, visibleAt) : {};
      const row = visible === null ? null : await em.findOne<Row>(metaOf(type).class, allOf({ id }, visible) as never);
      if (!row) return err({ type: 'resource/not-found', resourceType: type, id });
      const read = await withRelations(type, [row], include);
      const { records, included } = visibleAt ? await keepVisible(read, visibleAt) : read;
      return ok({ record: records[0] as ResourceRecord, included });
    },

    async create(type, attributes, { id } = {}) {
      const meta = metaOf(type);
      // Under a number asked for (a deleted record brought back): refused while a record has it.
      if (id !== undefined && (await em.count(meta.class, { id } as never)) > 0)
        return err({ type: 'resource/conflict', resourceType: type, field: 'id', detail: `${type} ${id} exists` });
      try {
        const data = toEntityData(RESOURCE_MAPPINGS[type], attributes);
        const row = em.create<Row>(meta.class, (id === undefined ? data : { ...data, id }) as Row);
        await em.flush();
        const { records } = await withRelations(type, [row], []);
        return ok(records[0] as ResourceRecord);
      } catch (error) {
        return failure(error, type, meta);
      }
    },

    async update(type, id, attributes) {
      const meta = metaOf(type);
      const row = await em.findOne<Row>(meta.class, { id });
      if (!row) return err({ type: 'resource/not-found', resourceType: type, id });
      try {
        // Retention counts from a lead's last status change (RGPD: kept 24 months after it by default).
        const statusChanged =
          type === 'leads' && typeof attributes.status === 'string' && attributes.status !== (row as { status?: unknown }).status;
        em.assign(row, toEntityData(RESOURCE_MAPPINGS[type], attributes));
        if (statusChanged) em.assign(row, { statusChangedAt: new Date() } as never);
        await em.flush();
        const { records } = await withRelations(type, [row], []);
        return ok(records[0] as ResourceRecord);
      } catch (error) {
        return failure(error, type, meta);
      }
    },

    async remove(type, id) {
      const deleted = await em.nativeDelete(metaOf(type).class, { id });
      // nativeDelete bypasses the identity map: forget any loaded copy so a later read does not see a ghost.
      em.clear();
      return deleted > 0 ? ok(undefined) : err({ type: 'resource/not-found', resourceType: type, id });
    },
  };

  function failure(error: unknown, type: ApiType, meta: EntityMetadata): Result<never, ResourceStoreError> {
    // The failed entity stays scheduled in the unit of work; clearing it keeps the next call of this store clean.
    em.clear();
    const failed = constraintFailure(error, meta);
    if (!failed) throw error;
    return err(
      failed.kind === 'conflict'
        ? { type: 'resource/conflict', resourceType: type, field: failed.field, detail: failed.detail }
        : { type: 'resource/invalid', resourceType: type, field: failed.field, detail: failed.detail },
    );
  }
}

/** Ids checked per statement by a visitor’s read: well under the bound parameters SQLite (32 766) and PostgreSQL (65 535) take. */
const VISIBLE_ID_CHUNK = 5_000;

/**
 * What a visitor may see of a type at `now`: the core's visibility rule (model/visibility.ts) at its visible level,
 * as public-records.ts states it for the read ports, so the API and the pages read through one condition. Null for
 * a type the rule does not name (people, mailings, logged errors): a visitor sees none of it.
 */
function visitorWhere(type: ApiType, now: Date): Where | null {
  const kind = visibleKindOf(type);
  return kind ? visibilityWhere(kind, 'visible', now) : null;
}

/**
 * The store is reached through the API, which parses queries against the core's allow-lists; it checks again so
 * that no other caller can make a request's words into SQL. Answers the first field that is not allowed.
 */
function outsideAllowList(query: ResourceQuery): string | null {
  const allowList = Object.hasOwn(ALLOW_LISTS, query.type) ? ALLOW_LISTS[query.type as ApiType] : undefined;
  if (!allowList) return 'type';
  for (const field of Object.keys(query.filter)) if (!allowList.filterable.includes(field)) return field;
  for (const { field, direction } of query.sort) {
    if (!allowList.sortable.includes(field)) return field;
    if (direction !== 'asc' && direction !== 'desc') return 'sort';
  }
  for (const name of query.include) if (!Object.hasOwn(allowList.includable, name)) return name;
  return null;
}

/** The mapping's relation of that name: its own, never what every object inherits ('constructor', 'toString'). */
function relationNamed(mapping: TypeMapping, name: string): TypeMapping['relations'][string] | undefined {
  return Object.hasOwn(mapping.relations, name) ? mapping.relations[name] : undefined;
}

/** Sparse fieldsets (`fields[type]=a,b`): only the attributes asked for that record's type. */
function sparse(record: ResourceRecord, query: ResourceQuery): ResourceRecord {
  const wanted = query.fields?.[record.type];
  if (!wanted) return record;
  return { ...record, attributes: Object.fromEntries(Object.entries(record.attributes).filter(([name]) => wanted.includes(name))) };
}

/** API attributes to ORM data: relation ids go to their relation property (the ORM accepts primary keys there). */
function toEntityData(mapping: TypeMapping, attributes: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const relation = relationForAttribute(mapping, name);
    data[relation ? relation[1].property : name] = value;
  }
  return data;
}

function column(meta: EntityMetadata, property: string): string {
  const name = meta.properties[property]?.fieldNames?.[0];
  if (!name) throw new Error(`no column for ${meta.className}.${property}`);
  return `r.${quoteIdentifier(name)}`;
}

/** Column names come from metadata, never from a request; quoting guards against reserved words only. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function addFilter(
  conditions: Conditions,
  type: ApiType,
  mapping: TypeMapping,
  meta: EntityMetadata,
  field: string,
  values: readonly string[],
): Result<true, ResourceStoreError> {
  const invalid = (detail: string) => err({ type: 'resource/invalid' as const, resourceType: type, field, detail });
  // Any of no value matches nothing (and `in ()` is not SQL everywhere).
  if (values.length === 0) {
    conditions.sql.push('1 = 0');
    return ok(true);
  }
  const relation = field === 'id' ? undefined : relationForAttribute(mapping, field)?.[1];
  if (field === 'id' || relation) {
    const ids = values.map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id))) return invalid('ids are whole numbers');
    const placeholders = ids.map(() => '?').join(', ');
    if (field === 'id') conditions.sql.push(`r."id" in (${placeholders})`);
    else if (relation?.many) {
      // Membership through the pivot table, as a subquery: a product in two of the categories is listed once.
      const owner = meta.properties[relation.property];
      const pivot = owner?.pivotEntity ? (owner.pivotTable ?? '') : '';
      const [joinColumn, inverseColumn] = [owner?.joinColumns?.[0], owner?.inverseJoinColumns?.[0]];
      if (!pivot || !joinColumn || !inverseColumn) throw new Error(`no pivot for ${meta.className}.${relation.property}`);
      conditions.sql.push(
        `exists (select 1 from ${quoteIdentifier(pivot)} p where p.${quoteIdentifier(joinColumn)} = r."id" and p.${quoteIdentifier(inverseColumn)} in (${placeholders}))`,
      );
    } else conditions.sql.push(`${column(meta, relation?.property ?? field)} in (${placeholders})`);
    conditions.params.push(...ids);
    return ok(true);
  }
  if (mapping.arrayFields?.includes(field)) {
    // JSON arrays of strings: contains any of the values. LIKE on the JSON text works the same on both databases.
    conditions.sql.push(values.map(() => `cast(${column(meta, field)} as text) like ? escape '\\'`).join(' or '));
    conditions.params.push(...values.map((value) => `%${escapeLike(JSON.stringify(value))}%`));
    return ok(true);
  }
  const prop = meta.properties[field];
  if (!prop) return invalid('this field cannot be filtered');
  const parsed: unknown[] = [];
  for (const value of values) {
    const converted = convertFilterValue(prop.runtimeType, value);
    if (converted === undefined) return invalid(`"${value}" is not a valid value for this field`);
    parsed.push(converted);
  }
  conditions.sql.push(`${column(meta, field)} in (${parsed.map(() => '?').join(', ')})`);
  conditions.params.push(...parsed);
  return ok(true);
}

function convertFilterValue(runtimeType: string, value: string): unknown {
  switch (runtimeType) {
    case 'number': {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;
    case 'Date': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : date;
    }
    default:
      return value;
  }
}

function addSearch(conditions: Conditions, mapping: TypeMapping, meta: EntityMetadata, search: string) {
  if (mapping.searchFields.length === 0) return;
  const pattern = `%${escapeLike(searchKey(search))}%`;
  conditions.sql.push(mapping.searchFields.map((field) => `${searchKeySql(column(meta, field))} like ? escape '\\'`).join(' or '));
  conditions.params.push(...mapping.searchFields.map(() => pattern));
}

/** A visitor's text is matched literally: %, _ and the escape character lose their LIKE meaning. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The order of a query on a type whose names sort in French (its allow-list's `frenchOrder`), as a comparison of
 * records: each sort attribute in turn, the French ones by compareFrench, empty values last, then the id. Null for any
 * other query (sorted by the database): another type, none of those attributes, a relation's attribute, an include
 * or a keyset page.
 */
function frenchSort(query: ResourceQuery): ((a: ResourceRecord, b: ResourceRecord) => number) | null {
  const allowList = ALLOW_LISTS[query.type as ApiType];
  const french = new Set(allowList.frenchOrder ?? []);
  const sort = query.sort.length > 0 ? query.sort : (allowList.defaultSort ?? []);
  if (french.size === 0 || query.afterId !== undefined || query.include.length > 0) return null;
  if (!sort.some(({ field }) => french.has(field)) || sort.some(({ field }) => field.includes('.'))) return null;
  const value = (record: ResourceRecord, field: string) => (field === 'id' ? record.id : record.attributes[field]);
  return (a, b) => {
    for (const { field, direction } of sort) {
      const [x, y] = [value(a, field), value(b, field)];
      const emptyX = x === null || x === undefined;
      const emptyY = y === null || y === undefined;
      if (emptyX || emptyY) {
        if (emptyX !== emptyY) return emptyX ? 1 : -1;
        continue;
      }
      const order = french.has(field) && typeof x === 'string' && typeof y === 'string' ? compareFrench(x, y) : x < y ? -1 : x > y ? 1 : 0;
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return a.id - b.id;
  };
}

function applySort(qb: QueryBuilder<Row>, mapping: TypeMapping, meta: EntityMetadata, query: ResourceQuery) {
  const sort = query.sort.length > 0 ? query.sort : (ALLOW_LISTS[query.type as ApiType].defaultSort ?? []);
  // One key per object, in the order of the sort: raw fragments are keyed by symbols (MikroORM 7), which an object
  // would put after its string keys.
  const order: Record<string | symbol, string>[] = [];
  let byId = false;
  for (const { field, direction } of sort) {
    const dir = direction === 'desc' ? 'desc' : 'asc';
    // Empty values last in either direction: SQLite puts NULL first when ascending and PostgreSQL last, so the
    // order is said rather than left to the database (and a list sorted by a column shows its values first).
    const lastIfEmpty = `${dir} nulls last`;
    const ranks = mapping.rankedSorts?.[field];
    if (field.includes('.')) {
      order.push({ [raw(relatedValue(mapping, meta, field)) as unknown as string]: lastIfEmpty });
    } else if (ranks) {
      const cases = ranks.map((value, index) => `when '${value.replaceAll("'", "''")}' then ${index + 1}`).join(' ');
      order.push({ [raw(`case ${column(meta, field)} ${cases} else ${ranks.length + 1} end`) as unknown as string]: dir });
    } else {
      order.push({ [field]: meta.properties[field]?.nullable ? lastIfEmpty : dir });
      byId ||= field === 'id';
    }
  }
  // A stable order for paging: ties broken by id.
  if (!byId) order.push({ id: 'asc' });
  qb.orderBy(order as never);
}

/**
 * `relation.attribute` (a dotted sort of the allow-list): the related record's value, looked up by its primary key
 * for each matching row (one index probe each). A subquery rather than a join, so the count, the paging and the
 * entity path stay as they are.
 */
function relatedValue(mapping: TypeMapping, meta: EntityMetadata, field: string): string {
  const [name, attribute] = field.split('.') as [string, string];
  const relation = relationNamed(mapping, name);
  if (!relation || relation.many) throw new Error(`${meta.className} cannot be sorted by ${field}: only a to-one relation's attribute can`);
  const relatedMeta = meta.properties[relation.property]?.targetMeta;
  const relatedColumn = relatedMeta?.properties[attribute]?.fieldNames?.[0];
  if (!relatedMeta || !relatedColumn) throw new Error(`no column for ${field} of ${meta.className}`);
  return `(select s.${quoteIdentifier(relatedColumn)} from ${quoteIdentifier(relatedMeta.tableName)} s where s."id" = ${column(meta, relation.property)})`;
}
