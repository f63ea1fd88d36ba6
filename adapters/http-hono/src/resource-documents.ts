import type { Context } from 'hono';
import {
  isStaff,
  SERVER_FIELDS,
  type ApiType,
  type Clock,
  type ResourceQuery,
  type ResourceRecord,
  type ResourceStoreError,
  type ResourceWriteError,
  type Result,
} from '@pretscope/core';
import { FAILURES, validationFailure } from './api-error.ts';
import type { ApiEnv } from './api-deps.ts';
import { toResourceObject, type Presenter } from './json-api-document.ts';
import { isObject, readJsonBody } from './request-body.ts';

/*
 * JSON:API resource documents in and out, shared by the generic resource routes (routes/resource-routes.ts) and the
 * visitors' named writes (routes/visitor-write-routes.ts): the body read and checked against the route, the written
 * record answered, a refusal turned into errors, and what a visitor's read may see.
 */

/** How records are shown to this request's actor; `query` brings the sparse fieldsets asked. */
export function presenterFor(c: Context<ApiEnv>, siteUrl: string, query?: ResourceQuery): Presenter {
  return { siteUrl, apiBase: `${new URL(c.req.url).origin}/api`, actor: c.get('actor'), fields: query?.fields };
}

/**
 * A read on this request's behalf: a visitor's (no staff token) sees only what the visibility rule shows now
 * (ResourceQuery.visibleAt, applied by the store), staff every record.
 */
export function visitorView(c: Context<ApiEnv>, clock: Clock): { visibleAt?: Date } {
  return isStaff(c.get('actor')) ? {} : { visibleAt: clock.now() };
}

/** `{ data: { type, id?, attributes } }`, checked against the route; relations travel as id attributes. */
export async function attributesOf(c: Context<ApiEnv>, type: ApiType, id: number | undefined): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (!isObject(body) || !isObject(body.data))
    throw validationFailure([{ pointer: '/data', message: 'Le document doit contenir un objet data.' }]);
  const { data } = body;
  if (data.type !== type) throw FAILURES.typeMismatch(`Le type doit être ${type}.`);
  if (id === undefined && data.id !== undefined)
    throw validationFailure([{ pointer: '/data/id', message: 'L’identifiant est attribué par le serveur.' }]);
  if (id !== undefined && String(data.id) !== String(id))
    throw FAILURES.typeMismatch('L’identifiant du document ne correspond pas à l’adresse.');
  if (data.relationships !== undefined) {
    throw validationFailure([
      {
        pointer: '/data/relationships',
        message: 'Envoyez les relations par leurs identifiants dans attributes (par exemple advertiserId, categories).',
      },
    ]);
  }
  const attributes = data.attributes ?? {};
  if (!isObject(attributes)) throw validationFailure([{ pointer: '/data/attributes', message: 'Les attributs doivent être un objet.' }]);
  const serverSet = Object.keys(attributes).filter((name) => SERVER_FIELDS.includes(name));
  if (serverSet.length > 0)
    throw validationFailure(
      serverSet.map((name) => ({ pointer: `/data/attributes/${name}`, message: `Le champ ${name} est fixé par le serveur.` })),
    );
  return attributes;
}

/** A create's answer: 201 with the record and its address in Location, or the refusal's errors. */
export function createdAnswer(c: Context<ApiEnv>, siteUrl: string, result: Result<ResourceRecord, ResourceWriteError>) {
  if (!result.ok) throw writeFailure(result.error);
  const resource = toResourceObject(result.value, presenterFor(c, siteUrl));
  c.header('Location', resource.links.self);
  return c.json({ data: resource }, 201);
}

/** JSON:API errors for a refused write; a field's path becomes a JSON pointer (RFC 6901 escaping). */
export function writeFailure(error: ResourceWriteError) {
  switch (error.type) {
    case 'access/denied':
      return error.signedIn ? FAILURES.forbidden() : FAILURES.unauthorized();
    case 'input/invalid':
      return validationFailure(
        error.issues.map(({ path, message }) => ({
          pointer: ['/data/attributes', ...path.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1'))].join('/'),
          message,
        })),
      );
    case 'resource/in-use':
      return FAILURES.conflict('id', error.detail);
    default:
      return storeFailure(error);
  }
}

export function storeFailure(error: ResourceStoreError) {
  switch (error.type) {
    case 'resource/not-found':
      return FAILURES.notFound();
    case 'resource/conflict':
      return FAILURES.conflict(error.field, `Cette valeur est déjà utilisée (${error.field}).`);
    default:
      return validationFailure([
        {
          pointer: `/data/attributes/${error.field}`,
          message: error.detail === 'a related record does not exist' ? 'L’élément lié n’existe pas.' : 'Valeur refusée.',
        },
      ]);
  }
}
