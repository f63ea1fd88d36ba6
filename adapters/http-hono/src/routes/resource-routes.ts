import { Hono, type Context } from 'hono';
import {
  canAccess,
  isApiType,
  parseListQuery,
  parseResourceQuery,
  type ApiType,
  type Clock,
  type ResourceAction,
  type ResourceQuery,
} from '@pretscope/core';
import { FAILURES } from '../api-error.ts';
import type { ApiEnv } from '../api-deps.ts';
import { toResourceObject } from '../json-api-document.ts';
import { attributesOf, createdAnswer, presenterFor, storeFailure, visitorView, writeFailure } from '../resource-documents.ts';

/**
 * The generic calls of spec §7 for every type: list, count, one, create, update, delete. A visitor's reads see what
 * the visibility rule shows (the store applies it: ResourceQuery.visibleAt); what visitors send has its own routes
 * (visitor-write-routes.ts), registered before these.
 */
export function resourceRoutes({ siteUrl, clock }: { siteUrl: string; clock: Clock }) {
  const app = new Hono<ApiEnv>();

  function typeOf(c: Context<ApiEnv>, action: ResourceAction): ApiType {
    const type = c.req.param('type') ?? '';
    if (!isApiType(type)) throw FAILURES.notFound(`Type de ressource inconnu : ${type}.`);
    if (!canAccess(c.get('actor'), type, action)) throw c.get('actor') ? FAILURES.forbidden() : FAILURES.unauthorized();
    return type;
  }

  /**
   * The query asked, for this actor: a visitor's finds only visible records, whatever filter it names. A list (and
   * its count) may not include what only a single record may (a product's rate observations).
   */
  function parseQuery(c: Context<ApiEnv>, type: ApiType, target: 'list' | 'one'): ResourceQuery {
    const params = new URL(c.req.url).searchParams;
    const parsed = target === 'list' ? parseListQuery(type, params) : parseResourceQuery(type, params);
    if (!parsed.ok) {
      if (parsed.error.type === 'query/unknown-type') throw FAILURES.notFound();
      throw FAILURES.badParameter(parsed.error.parameter, parsed.error.detail);
    }
    return { ...parsed.value, ...visitorView(c, clock) };
  }

  function idOf(c: Context<ApiEnv>): number {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw FAILURES.notFound('Identifiant invalide.');
    return id;
  }

  app.get('/:type/count', async (c) => {
    const type = typeOf(c, 'read');
    const result = await c.get('scope').stores.resources.count(parseQuery(c, type, 'list'));
    if (!result.ok) throw storeFailure(result.error);
    return c.json({ meta: { count: result.value } });
  });

  app.get('/:type', async (c) => {
    const type = typeOf(c, 'read');
    const query = parseQuery(c, type, 'list');
    // The store answers whole records: visibility and derived attributes need them; the presenter applies `fields`.
    const result = await c.get('scope').stores.resources.list({ ...query, fields: undefined });
    if (!result.ok) throw storeFailure(result.error);
    const view = presenterFor(c, siteUrl, query);
    const { records, included, count } = result.value;
    return c.json({
      data: records.map((record) => toResourceObject(record, view)),
      ...(query.include.length > 0 ? { included: included.map((record) => toResourceObject(record, view)) } : {}),
      meta: { count },
      links: pageLinks(c.req.url, query, count),
    });
  });

  app.get('/:type/:id', async (c) => {
    const type = typeOf(c, 'read');
    const id = idOf(c);
    const query = parseQuery(c, type, 'one');
    // A record a visitor may not see is not found, as an unknown id is.
    const result = await c.get('scope').stores.resources.get(type, id, query.include, { visibleAt: query.visibleAt });
    if (!result.ok) throw storeFailure(result.error);
    const { record, included } = result.value;
    const view = presenterFor(c, siteUrl, query);
    return c.json({
      data: toResourceObject(record, view),
      ...(query.include.length > 0 ? { included: included.map((r) => toResourceObject(r, view)) } : {}),
      links: { self: c.req.url },
    });
  });

  /** Staff writes of any type; a visitor's request, reminder or logged error goes to its named route first. */
  app.post('/:type', async (c) => {
    const type = typeOf(c, 'create');
    const attributes = await attributesOf(c, type, undefined);
    return createdAnswer(
      c,
      siteUrl,
      await c.get('scope').useCases.createResource({ actor: c.get('actor'), type, attributes, clientIp: c.get('clientIp') ?? null }),
    );
  });

  app.patch('/:type/:id', async (c) => {
    const type = typeOf(c, 'update');
    const id = idOf(c);
    const attributes = await attributesOf(c, type, id);
    const result = await c.get('scope').useCases.updateResource({ actor: c.get('actor'), type, id, attributes });
    if (!result.ok) throw writeFailure(result.error);
    return c.json({ data: toResourceObject(result.value, presenterFor(c, siteUrl)) });
  });

  app.delete('/:type/:id', async (c) => {
    const type = typeOf(c, 'delete');
    const result = await c.get('scope').useCases.removeResource({ actor: c.get('actor'), type, id: idOf(c) });
    if (!result.ok) throw writeFailure(result.error);
    return c.body(null, 204);
  });

  return app;
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
