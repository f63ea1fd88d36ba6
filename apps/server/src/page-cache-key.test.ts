import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key.ts';

const get = (path: string, headers: { cookie?: string; authorization?: string } = {}) =>
  pageCacheKey({ method: 'GET', url: `http://127.0.0.1:3000${path}`, ...headers });

describe('pageCacheKey', () => {
  it('is the path and query of an anonymous GET', () => {
    expect(get('/pret-hypothecaire?montant=300000')).toBe('/pret-hypothecaire?montant=300000');
    expect(get('/pret-hypothecaire', { cookie: '' })).toBe('/pret-hypothecaire');
  });

  it('adds the remembered country, so that each country has its own page', () => {
    expect(get('/pret-immobilier/outils/capacite-d-emprunt', { cookie: 'pays=BE' })).toBe(
      '/pret-immobilier/outils/capacite-d-emprunt#pays=BE',
    );
    expect(get('/pret-immobilier/outils/capacite-d-emprunt', { cookie: 'pays=FR' })).toBe(
      '/pret-immobilier/outils/capacite-d-emprunt#pays=FR',
    );
    expect(get('/x?pays=LUX', { cookie: 'pays=BE' })).toBe('/x?pays=LUX#pays=BE');
  });

  it('shares the default page with a cookie naming no market', () => {
    expect(get('/', { cookie: 'pays=DE' })).toBe('/');
  });

  it('shares the page with visitors who accepted analytics: the server never reads Google Analytics’ cookies', () => {
    expect(get('/', { cookie: '_ga=GA1.1.1234.5678; _ga_TEST123=GS1.1.1' })).toBe('/');
    expect(get('/x', { cookie: '_ga=GA1.1.1234.5678; pays=FR' })).toBe('/x#pays=FR');
    expect(get('/', { cookie: '_ga=GA1.1; admin_session=abc' })).toBeNull();
  });

  it('never shares an answer to a request with credentials, another cookie, a post or a data request', () => {
    expect(get('/', { authorization: 'Bearer x' })).toBeNull();
    expect(get('/', { cookie: 'pays=BE; admin_session=abc' })).toBeNull();
    expect(get('/', { cookie: 'admin_session=abc' })).toBeNull();
    expect(get('/pret-hypothecaire/simulation.data?montant=1')).toBeNull();
    expect(pageCacheKey({ method: 'POST', url: 'http://127.0.0.1/contact' })).toBeNull();
    expect(pageCacheKey({ method: 'HEAD', url: 'http://127.0.0.1/' })).toBeNull();
  });
});
