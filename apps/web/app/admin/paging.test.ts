import { describe, expect, it } from 'vitest';
import { pageHref, pageParam, pageSpan, spanLabel } from './paging.ts';

describe('paging', () => {
  it('reads a page from the URL, page 1 for anything that is not a whole number from 1', () => {
    expect(pageParam('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'deux', '1e400']) expect(pageParam(value)).toBe(1);
  });

  it('spans a page: its rows, the pages, the offset; a page past the end is the last one', () => {
    expect(pageSpan(2016, 2, 100)).toEqual({ page: 2, pages: 21, first: 101, last: 200, offset: 100 });
    expect(pageSpan(2016, 21, 100)).toEqual({ page: 21, pages: 21, first: 2001, last: 2016, offset: 2000 });
    expect(pageSpan(2016, 40, 100)).toEqual({ page: 21, pages: 21, first: 2001, last: 2016, offset: 2000 });
    expect(pageSpan(0, 3, 50)).toEqual({ page: 1, pages: 1, first: 0, last: 0, offset: 0 });
  });

  it('says the span in French, with grouped thousands', () => {
    expect(spanLabel(pageSpan(2016, 2, 100), 2016).replace(/\s/g, ' ')).toBe('101 à 200 sur 2 016');
    expect(spanLabel(pageSpan(0, 1, 100), 0)).toBe('0');
  });

  it('changes one pager’s page and keeps the other parameters, dropping a shown notice', () => {
    expect(pageHref('/_admin_/tracker', '?jours=90&erreurs=3&notice=saved', 'envois', 2, 'envois')).toBe(
      '/_admin_/tracker?jours=90&erreurs=3&envois=2#envois',
    );
    expect(pageHref('/_admin_/tracker', '?envois=2&erreurs=3', 'erreurs', 1, 'erreurs')).toBe('/_admin_/tracker?envois=2#erreurs');
    expect(pageHref('/_admin_/products/4', '?observations=2', 'observations', 1)).toBe('/_admin_/products/4');
  });
});
