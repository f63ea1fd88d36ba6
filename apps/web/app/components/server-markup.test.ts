import { describe, expect, it } from 'vitest';
import { isSitePage } from './server-markup.tsx';

describe('isSitePage: the links of server-made markup that navigate in the browser', () => {
  it('follows the pages of the site', () => {
    for (const path of [
      '/',
      '/pret-hypothecaire',
      '/banques-et-courtiers/banque-petrusse',
      '/articles/immobilier/taux',
      '/pret-crypto/offres-du-jour',
    ])
      expect(isSitePage(path), path).toBe(true);
  });

  it('leaves files, the API, uploads, the lender’s redirect and the back office to the browser', () => {
    for (const path of [
      '/api/products',
      '/uploads/logo.png',
      '/go/banque/produit',
      '/_admin_',
      '/_admin_/products',
      '/sitemap.xml',
      '/pret-hypothecaire/simulation.pdf',
      '/banques-et-courtiers/banque-petrusse/logo.svg',
      '/outils/nombre-d-offres',
      '/courriel/ouverture/1/abc',
    ])
      expect(isSitePage(path), path).toBe(false);
  });
});
