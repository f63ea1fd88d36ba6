import { formatCount } from './admin-format.ts';

/** A page number read from the URL: a whole number from 1, anything else is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Where a page sits in a list of `count` rows: its rows (`first`…`last`, from 1), the number of pages, the offset. */
export interface PageSpan {
  page: number;
  pages: number;
  first: number;
  last: number;
  offset: number;
}

/** The span of a page; a page past the end is the last one (a list that shrank since its link was made). */
export function pageSpan(count: number, page: number, pageSize: number): PageSpan {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const offset = (current - 1) * pageSize;
  return { page: current, pages, first: count === 0 ? 0 : offset + 1, last: Math.min(count, offset + pageSize), offset };
}

/** « 101 à 200 sur 2 016 », or « 0 » when there is nothing. */
export function spanLabel(span: PageSpan, count: number): string {
  return count === 0 ? '0' : `${formatCount(span.first)} à ${formatCount(span.last)} sur ${formatCount(count)}`;
}

/**
 * The current address with one pager's page changed and every other parameter kept (a screen with two pagers, or
 * a pager and filters); page 1 is written as no parameter. `hash` leads back to the pager's section.
 */
export function pageHref(pathname: string, search: string, parameter: string, page: number, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete('notice');
  if (page > 1) params.set(parameter, String(page));
  else params.delete(parameter);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
