import { slugify } from '@pretscope/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { isRouteAllowed, isSlugShaped, positiveId, ROUTE_RULES, searchText } from './route-rules.ts';
import { validateRoute } from './validate-route.ts';
import { validateRouteOnServer } from './validate-route.server.ts';

const SITE = 'https://www.pretscope.example';
const target = (params: Record<string, string>, path = '/', search = '') => ({ params, url: new URL(`${SITE}${path}${search}`) });

/** Every path of the route tree, as React Router matches them. */
function routePaths(entries: ReadonlyArray<{ path?: string; children?: unknown }>): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [entry.path] : []),
    ...(Array.isArray(entry.children) ? routePaths(entry.children as Array<{ path?: string; children?: unknown }>) : []),
  ]);
}

/** What a middleware threw, for the assertions. */
function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('slug-shaped parameters', () => {
  it('accepts what slugify makes, up to 120 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const slug = slugify(text);
        fc.pre(slug !== '');
        expect(isSlugShaped(slug)).toBe(slug.length <= 120);
      }),
    );
    expect(isSlugShaped('pret-hypothecaire')).toBe(true);
    expect(isSlugShaped('a'.repeat(120))).toBe(true);
  });

  it('refuses anything slugify would change', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (text) => {
        fc.pre(slugify(text) !== text);
        expect(isSlugShaped(text)).toBe(false);
      }),
    );
    for (const bad of [
      '',
      'Pret-Hypothecaire',
      'prêt',
      'pret_hypothecaire',
      'pret--hypothecaire',
      '-pret',
      'pret-',
      'a b',
      'a'.repeat(121),
      "l'ete",
      'x.php',
    ]) {
      expect(isSlugShaped(bad), bad).toBe(false);
    }
    expect(isSlugShaped(undefined)).toBe(false);
  });
});

describe('positive ids', () => {
  it('reads positive whole numbers a SQL integer holds', () => {
    expect(positiveId('1')).toBe(1);
    expect(positiveId('42')).toBe(42);
    expect(positiveId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses zero, signs, decimals, exponents, padding, spaces and numbers past the column', () => {
    for (const bad of [null, undefined, '', '0', '-1', '+1', '1.0', '1e3', '01', ' 1', '1 ', '0x10', 'abc', '2147483648', '99999999999']) {
      expect(positiveId(bad), String(bad)).toBe(null);
    }
  });
});

describe('route rules', () => {
  it('name only routes that exist in routes.ts', () => {
    const paths = new Set(routePaths(routes));
    for (const pattern of Object.keys(ROUTE_RULES)) expect(paths, pattern).toContain(pattern);
  });

  it('let slug-shaped parameters through and block the others, on every route with parameters', () => {
    const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
      [':category', { category: 'pret-hypothecaire' }, { category: 'Pret-Hypothecaire' }],
      ['articles/:slug', { slug: 'taeg-explique' }, { slug: 'taeg explique' }],
      [
        'articles/:subcategory/:slug',
        { subcategory: 'immobilier', slug: 'frais-de-notaire' },
        { subcategory: 'immo_bilier', slug: 'frais-de-notaire' },
      ],
      [
        'articles/:subcategory/:slug',
        { subcategory: 'immobilier', slug: 'frais-de-notaire' },
        { subcategory: 'immobilier', slug: 'frais--de-notaire' },
      ],
      ['apercu/article/:id', { id: '12' }, { id: '012' }],
      ['apercu/article/:id', { id: '12' }, { id: '99999999999' }],
      ['auteurs/:slug', { slug: 'claire-wagener' }, { slug: 'claire.wagener' }],
      ['banques-et-courtiers/:slug', { slug: 'banque-kirchberg' }, { slug: 'Banque-Kirchberg' }],
      [
        'banques-et-courtiers/:slug/:product',
        { slug: 'banque-kirchberg', product: 'pret-immo' },
        { slug: 'banque-kirchberg', product: 'prêt-immo' },
      ],
      ['pret-personnel/:slug', { slug: 'pret-auto' }, { slug: '../admin' }],
    ];
    for (const [pattern, good, bad] of cases) {
      expect(isRouteAllowed(pattern, target(good)), `${pattern} ${JSON.stringify(good)}`).toBe(true);
      expect(isRouteAllowed(`/${pattern}`, target(good)), `/${pattern}`).toBe(true);
      expect(isRouteAllowed(pattern, target(bad)), `${pattern} ${JSON.stringify(bad)}`).toBe(false);
    }
  });

  it('need a positive whole product id for the outbound redirect', () => {
    const params = { advertiser: 'banque-kirchberg', slug: 'pret-immo' };
    expect(isRouteAllowed('go/:advertiser/:slug', target(params, '/go/banque-kirchberg/pret-immo', '?id=12'))).toBe(true);
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?identifiant=12']) {
      expect(isRouteAllowed('go/:advertiser/:slug', target(params, '/go/banque-kirchberg/pret-immo', search)), search).toBe(false);
    }
    expect(isRouteAllowed('go/:advertiser/:slug', target({ ...params, advertiser: 'Banque' }, '/go/Banque/pret-immo', '?id=12'))).toBe(
      false,
    );
  });

  it('leave routes without a rule alone', () => {
    expect(isRouteAllowed('/', target({}))).toBe(true);
    expect(isRouteAllowed('pret-hypothecaire/simulation', target({}, '/pret-hypothecaire/simulation', '?montant=abc'))).toBe(true);
    expect(isRouteAllowed('*', target({ '*': 'Nimporte/Quoi' }))).toBe(true);
  });

  it('block on any answer other than true, truthy ones included', () => {
    for (const answer of [false, 'true', 1, {}, [], null, undefined, Promise.resolve(true)]) {
      expect(isRouteAllowed('essai', target({}), { essai: () => answer }), String(answer)).toBe(false);
    }
    expect(isRouteAllowed('essai', target({}), { essai: () => true })).toBe(true);
  });
});

describe('route validation middleware', () => {
  /** The request and the page's address as React Router hands them to a middleware. */
  const page = (path: string) => ({ request: new Request(`${SITE}${path}`), url: new URL(`${SITE}${path}`) });
  const blocked = { ...page('/banques-et-courtiers/Pas_Un_Slug'), params: { slug: 'Pas_Un_Slug' }, pattern: 'banques-et-courtiers/:slug' };
  const allowed = {
    ...page('/banques-et-courtiers/banque-kirchberg'),
    params: { slug: 'banque-kirchberg' },
    pattern: 'banques-et-courtiers/:slug',
  };

  it('throws a 404 for a blocked route, in the browser and on the server, and nothing otherwise', () => {
    for (const middleware of [validateRoute, validateRouteOnServer]) {
      const error = thrownBy(() => middleware(blocked));
      // data(null, { status: 404 }), which React Router turns into the 404 the root error boundary renders.
      expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
      expect(thrownBy(() => middleware(allowed))).toBe(undefined);
    }
  });

  it('answers the outbound redirect’s own 404 document on the server, since it has no page to render one in', async () => {
    // The page's address, React Router's `url` argument (a client navigation's request is `…/pret-immo.data?…`).
    const url = new URL(`${SITE}/go/banque-kirchberg/pret-immo?id=abc`);
    const error = thrownBy(() =>
      validateRouteOnServer({ url, params: { advertiser: 'banque-kirchberg', slug: 'pret-immo' }, pattern: 'go/:advertiser/:slug' }),
    );
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Offre introuvable</h1>');
    expect(html).toContain('Page not found: /go/banque-kirchberg/pret-immo');
  });
});

describe('searchText', () => {
  it('trims, bounds and drops an empty search', () => {
    expect(searchText(null)).toBeUndefined();
    expect(searchText('   ')).toBeUndefined();
    expect(searchText('  Banque  de Luxembourg ')).toBe('Banque  de Luxembourg');
    expect(searchText('x'.repeat(150))).toHaveLength(100);
    expect(searchText(' abcdef ', 3)).toBe('abc');
  });

  it('never answers an empty or untrimmed text, and never more than asked', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.integer({ min: 1, max: 300 }), (raw, max) => {
        const text = searchText(raw, max);
        if (text === undefined) return;
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(max);
        expect(text.trimStart()).toBe(text);
      }),
    );
  });
});
