import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@pretscope/core';

/** What a rule looks at: the path's parameters (decoded) and the whole URL (its query). */
export interface RouteTarget {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

/** Spec §2: a route's validation. `true` lets the navigation through; any other answer blocks it with a 404. */
export type RouteRule = (target: RouteTarget) => unknown;

/** A parameter shaped like the slugs the site makes (core's slugify rules: a-z, 0-9, single inner hyphens). */
export function isSlugShaped(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** Search text longer than this is cut: nobody types a longer company name or title, and the store bounds values anyway. */
const MAX_SEARCH_LENGTH = 100;

/** `?q=` as the readers get it: trimmed, bounded (100 characters unless told), or undefined when empty. */
export function searchText(raw: string | null, maxLength = MAX_SEARCH_LENGTH): string | undefined {
  const text = (raw ?? '').trim().slice(0, maxLength);
  return text === '' ? undefined : text;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;
/** Ids are SQL integers (PostgreSQL `integer`): a larger number names no record and must not reach a query. */
const MAX_ID = 2_147_483_647;

/** A record id as written in a URL: a positive whole number the database can hold, else null. */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const slugParams =
  (...names: string[]): RouteRule =>
  ({ params }) =>
    names.every((name) => isSlugShaped(params[name]));

/**
 * The rules, by route pattern as written in routes.ts (routing/route-rules.test.ts checks that each one names a
 * real route). Every path parameter the site reads is a slug; the outbound redirect also needs the product id.
 * A route without a rule is always allowed.
 */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  ':category': slugParams('category'),
  'articles/:slug': slugParams('slug'),
  'articles/:subcategory/:slug': slugParams('subcategory', 'slug'),
  'apercu/article/:id': ({ params }) => positiveId(params.id) !== null,
  'auteurs/:slug': slugParams('slug'),
  'banques-et-courtiers/:slug': slugParams('slug'),
  'banques-et-courtiers/:slug/:product': slugParams('slug', 'product'),
  'go/:advertiser/:slug': (target) => slugParams('advertiser', 'slug')(target) && positiveId(target.url.searchParams.get('id')) !== null,
  'pret-personnel/:slug': slugParams('slug'),
};

/** React Router reports the matched pattern with or without a leading slash depending on the route tree. */
export function normalizePattern(pattern: string): string {
  return pattern.replace(/^\/+/, '');
}

/** Whether the route matched at `pattern` may be shown for this target: no rule, or a rule answering exactly true. */
export function isRouteAllowed(pattern: string, target: RouteTarget, rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES): boolean {
  const rule = rules[normalizePattern(pattern)];
  return rule === undefined || rule(target) === true;
}
