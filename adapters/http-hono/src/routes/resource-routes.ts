import { Hono, type Context } from 'hono';
import {
  canAccess,
  createResource,
  isApiType,
  isStaff,
  parseResourceQuery,
  PUBLIC_FILTERS,
  removeResource,
  SERVER_FIELDS,
  updateResource,
  type ApiType,
  type Clock,
  type PasswordHasher,
  type ResourceAction,
  type ResourceQuery,
  type ResourceRecord,
  type ResourceStoreError,
  type ResourceWriteError,
} from '@pretscope/core';
import { FAILURES, validationFailure } from '../api-error.ts';
import type { ApiEnv } from '../api-deps.ts';
import { toResourceObject, type Presenter } from '../json-api-document.ts';
import { isObject, readJsonBody } from '../request-body.ts';

/** The generic calls of spec §7 for every type: list, count, one, create, update, delete. */
export function resourceRoutes({ siteUrl, passwords, clock }: { siteUrl: string; passwords: PasswordHasher; clock: Clock }) {
  const app = new Hono<ApiEnv>();

  const presenter = (c: Context<ApiEnv>, query?: ResourceQuery): Presenter => ({
    siteUrl,
    apiBase: `${new URL(c.req.url).origin}/api`,
    actor: c.get('actor'),
    fields: query?.fields,
  });

  function typeOf(c: Context<ApiEnv>, action: ResourceAction): ApiType {
    const type = c.req.param('type') ?? '';
    if (!isApiType(type)) throw FAILURES.notFound(`Type de ressource inconnu : ${type}.`);
    if (!canAccess(c.get('actor'), type, action)) throw c.get('actor') ? FAILURES.forbidden() : FAILURES.unauthorized();
    return type;
  }

  function parseQuery(c: Context<ApiEnv>, type: ApiType): ResourceQuery {
    const parsed = parseResourceQuery(type, new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      if (parsed.error.type === 'query/unknown-type') throw FAILURES.notFound();
      throw FAILURES.badParameter(parsed.error.parameter, parsed.error.detail);
    }
    // Visitors see published content only, whatever filter they asked.
    const publicFilter = isStaff(c.get('actor')) ? undefined : PUBLIC_FILTERS[type];
    if (!publicFilter) return parsed.value;
    // Intersected with what the visitor asked: `filter[isPublished]=false` then finds nothing, as it should.
    const filter = { ...parsed.value.filter };
    for (const [field, allowed] of Object.entries(publicFilter)) {
      const asked = filter[field];
      filter[field] = asked ? asked.filter((value) => allowed.includes(value)) : [...allowed];
    }
    return { ...parsed.value, filter };
  }

  function idOf(c: Context<ApiEnv>): number {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw FAILURES.notFound('Identifiant invalide.');
    return id;
  }

  app.get('/:type/count', async (c) => {
    const type = typeOf(c, 'read');
    const result = await c.get('scope').resources.count(parseQuery(c, type));
    if (!result.ok) throw storeFailure(result.error);
    return c.json({ meta: { count: result.value } });
  });

  app.get('/:type', async (c) => {
    const type = typeOf(c, 'read');
    const query = parseQuery(c, type);
    // The store answers whole records: visibility and derived attributes need them; the presenter applies `fields`.
    const result = await c.get('scope').resources.list({ ...query, fields: undefined });
    if (!result.ok) throw storeFailure(result.error);
    const view = presenter(c, query);
    const { records, included, count } = result.value;
    return c.json({
      data: records.map((record) => toResourceObject(record, view)),
      ...(query.include.length > 0 ? { included: included.filter((r) => canSee(c, r)).map((record) => toResourceObject(record, view)) } : {}),
      meta: { count },
      links: pageLinks(c.req.url, query, count),
    });
  });

  app.get('/:type/:id', async (c) => {
    const type = typeOf(c, 'read');
    const id = idOf(c);
    const query = parseQuery(c, type);
    const result = await c.get('scope').resources.get(type, id, query.include);
    if (!result.ok) throw storeFailure(result.error);
    const { record, included } = result.value;
    if (!canSee(c, record)) throw FAILURES.notFound();
    const view = presenter(c, query);
    return c.json({
      data: toResourceObject(record, view),
      ...(query.include.length > 0 ? { included: included.filter((r) => canSee(c, r)).map((r) => toResourceObject(r, view)) } : {}),
      links: { self: c.req.url },
    });
  });

  app.post('/:type', async (c) => {
    const type = typeOf(c, 'create');
    const attributes = await attributesOf(c, type, undefined);
    const scope = c.get('scope');
    // A request and a rate reminder are stored with the e-mails (and the partner's webhook) they cause, as the
    // site's forms store them: the same use cases, so a lead sent through the API is followed up alike.
    const result =
      type === 'leads'
        ? await scope.submitLead({ actor: c.get('actor'), attributes })
        : type === 'reminders'
          ? await scope.submitReminder({ actor: c.get('actor'), attributes })
          : // The address the server saw: a visitor's logged error is stamped with it (truncated), never with one it sends.
            await createResource({ resources: scope.resources, passwords, clock }, { actor: c.get('actor'), type, attributes, clientIp: c.get('clientIp') ?? null });
    if (!result.ok) throw writeFailure(result.error);
    const resource = toResourceObject(result.value, presenter(c));
    c.header('Location', resource.links.self);
    return c.json({ data: resource }, 201);
  });

  app.patch('/:type/:id', async (c) => {
    const type = typeOf(c, 'update');
    const id = idOf(c);
    const attributes = await attributesOf(c, type, id);
    const result = await updateResource({ resources: c.get('scope').resources, passwords, clock }, { actor: c.get('actor'), type, id, attributes });
    if (!result.ok) throw writeFailure(result.error);
    return c.json({ data: toResourceObject(result.value, presenter(c)) });
  });

  app.delete('/:type/:id', async (c) => {
    const type = typeOf(c, 'delete');
    const result = await removeResource({ resources: c.get('scope').resources }, { actor: c.get('actor'), type, id: idOf(c) });
    if (!result.ok) throw writeFailure(result.error);
    return c.body(null, 204);
  });

  return app;

  /** Unpublished articles and inactive products do not exist for a visitor. */
  function canSee(c: Context<ApiEnv>, record: ResourceRecord): boolean {
    if (isStaff(c.get('actor'))) return true;
    const filter = PUBLIC_FILTERS[record.type];
    if (!filter) return canAccess(null, record.type, 'read');
    return Object.entries(filter).every(([field, values]) => values.includes(String(record.attributes[field])));
  }
}

/** `{ data: { type, id?, attributes } }`, checked against the route; relations travel as id attributes. */
async function attributesOf(c: Context<ApiEnv>, type: ApiType, id: number | undefined): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (!isObject(body) || !isObject(body.data)) throw validationFailure([{ pointer: '/data', message: 'Le document doit contenir un objet data.' }]);
  const { data } = body;
  if (data.type !== type) throw FAILURES.typeMismatch(`Le type doit être ${type}.`);
  if (id === undefined && data.id !== undefined) throw validationFailure([{ pointer: '/data/id', message: 'L’identifiant est attribué par le serveur.' }]);
  if (id !== undefined && String(data.id) !== String(id)) throw FAILURES.typeMismatch('L’identifiant du document ne correspond pas à l’adresse.');
  if (data.relationships !== undefined) {
    throw validationFailure([{ pointer: '/data/relationships', message: 'Envoyez les relations par leurs identifiants dans attributes (par exemple advertiserId, categories).' }]);
  }
  const attributes = data.attributes ?? {};
  if (!isObject(attributes)) throw validationFailure([{ pointer: '/data/attributes', message: 'Les attributs doivent être un objet.' }]);
  const serverSet = Object.keys(attributes).filter((name) => SERVER_FIELDS.includes(name));
  if (serverSet.length > 0) throw validationFailure(serverSet.map((name) => ({ pointer: `/data/attributes/${name}`, message: `Le champ ${name} est fixé par le serveur.` })));
  return attributes;
}

/** JSON:API errors for a refused write; a field's path becomes a JSON pointer (RFC 6901 escaping). */
function writeFailure(error: ResourceWriteError) {
  switch (error.type) {
    case 'access/denied':
      return error.signedIn ? FAILURES.forbidden() : FAILURES.unauthorized();
    case 'input/invalid':
      return validationFailure(error.issues.map(({ path, message }) => ({ pointer: ['/data/attributes', ...path.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1'))].join('/'), message })));
    default:
      return storeFailure(error);
  }
}

function storeFailure(error: ResourceStoreError) {
  switch (error.type) {
    case 'resource/not-found':
      return FAILURES.notFound();
    case 'resource/conflict':
      return FAILURES.conflict(error.field, `Cette valeur est déjà utilisée (${error.field}).`);
    default:
      return validationFailure([{ pointer: `/data/attributes/${error.field}`, message: error.detail === 'a related record does not exist' ? 'L’élément lié n’existe pas.' : 'Valeur refusée.' }]);
  }
}

/** JSON:API pagination links: self, and next / prev when there are such pages. */
function pageLinks(url: string, query: ResourceQuery, count: number) {
  const at = (offset: number) => {
    const next = new URL(url);
    next.searchParams.set('page[offset]', String(offset));
    next.searchParams.set('page[limit]', String(query.page.limit));
    return next.toString();
  };
  const { offset, limit } = query.page;
  return {
    self: url,
    ...(offset + limit < count ? { next: at(offset + limit) } : {}),
    ...(offset > 0 ? { prev: at(Math.max(0, offset - limit)) } : {}),
  };
}
