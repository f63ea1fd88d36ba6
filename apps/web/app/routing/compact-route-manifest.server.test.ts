import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCompactRouteManifest, withPageRoutesOnly } from './compact-route-manifest.server.ts';

/** A document as React Router writes its scripts in lazy route discovery (Scripts, entry.server's render). */
function documentWith(manifestText: string, routeModules = '"root":route0'): string {
  return (
    '<html><head><script type="module">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ' +
    manifestText +
    `;\n  window.__reactRouterRouteModules = {${routeModules}};\n\nimport("/assets/entry.client.js");</script></head><body></body></html>`
  );
}

const route = (id: string, extra: Record<string, unknown>) => ({
  id,
  hasLoader: true,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  ...extra,
});

/** What React Router writes on an article in a subcategory: its routes, and those of /, /articles and /articles/immobilier. */
const ARTICLE_PAGE_MANIFEST = {
  entry: { module: '/assets/entry.client.js', imports: [], css: [] },
  routes: {
    root: route('root', { path: '' }),
    'routes/article-in-subcategory': route('routes/article-in-subcategory', { parentId: 'root', path: 'articles/:subcategory/:slug' }),
    'routes/home': route('routes/home', { parentId: 'root', index: true }),
    'routes/article': route('routes/article', { parentId: 'root', path: 'articles/:slug' }),
    'routes/articles': route('routes/articles', { parentId: 'root', path: 'articles' }),
  },
  url: '/assets/manifest-1.js',
  version: '1',
};

const MANIFEST = {
  entry: { module: '/assets/entry.client-D0ojJIqZ.js', imports: ['/assets/components-DksB9Zvl.js'], css: [] },
  routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root-dp2aZ75V.js', imports: [], css: [] } },
  url: '/assets/manifest-7cc4406d.js',
  version: '7cc4406d',
};

describe('React Router’s inline route manifest, compact', () => {
  it('writes the manifest without white space, the rest of the document unchanged', () => {
    const html = documentWith(JSON.stringify(MANIFEST, null, 2));
    const compact = withCompactRouteManifest(html);
    expect(compact).toBe(documentWith(JSON.stringify(MANIFEST)));
    expect(compact.length).toBeLessThan(html.length);
  });

  it('keeps the page’s routes and the index routes under them, and drops the routes of shorter addresses', () => {
    const html = documentWith(JSON.stringify(ARTICLE_PAGE_MANIFEST, null, 2), '"root":route0,"routes/article-in-subcategory":route1');
    const compact = withCompactRouteManifest(html);
    const written = JSON.parse(
      compact.slice(compact.indexOf(' = ') + 3, compact.indexOf(';\n  window.__reactRouterRouteModules')),
    ) as typeof ARTICLE_PAGE_MANIFEST;
    expect(Object.keys(written.routes)).toEqual(['root', 'routes/article-in-subcategory', 'routes/home']);
    expect(written.routes['routes/article-in-subcategory']).toEqual(ARTICLE_PAGE_MANIFEST.routes['routes/article-in-subcategory']);
    expect({ ...written, routes: undefined }).toEqual({ ...ARTICLE_PAGE_MANIFEST, routes: undefined });
    expect(compact).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/article-in-subcategory":route1};');
  });

  it('keeps every route when a route of the page is not in the manifest, or the page names none', () => {
    expect(withPageRoutesOnly(ARTICLE_PAGE_MANIFEST, ['root', 'routes/missing'])).toBe(ARTICLE_PAGE_MANIFEST);
    expect(withPageRoutesOnly(ARTICLE_PAGE_MANIFEST, [])).toBe(ARTICLE_PAGE_MANIFEST);
    expect(withPageRoutesOnly({ routes: null }, ['root'])).toEqual({ routes: null });
    expect(withPageRoutesOnly([1, 2], ['root'])).toEqual([1, 2]);
  });

  it('keeps a page without it, or with JSON it cannot read, as it is', () => {
    expect(withCompactRouteManifest('<html><body>Bonjour</body></html>')).toBe('<html><body>Bonjour</body></html>');
    const broken = documentWith('{"entry": ');
    expect(withCompactRouteManifest(broken)).toBe(broken);
  });

  it('reads back the same manifest, and never writes what could close its script', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const compact = withCompactRouteManifest(documentWith(JSON.stringify(value, null, 2)));
        const written = compact.slice(compact.indexOf(' = ') + 3, compact.indexOf(';\n  window.__reactRouterRouteModules'));
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(written).not.toMatch(/<|>/);
      }),
    );
  });
});
