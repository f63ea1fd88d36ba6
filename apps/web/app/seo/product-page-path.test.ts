import { describe, expect, it } from 'vitest';
import { productPagePath } from './product-page-path.ts';

describe('productPagePath', () => {
  it('sends a personal loan to its own page and any other product to its lender’s directory page', () => {
    const product = { advertiserSlug: 'banque-du-nord', productSlug: 'pret-auto' };
    expect(productPagePath('pret-personnel', product)).toBe('/pret-personnel/pret-auto');
    expect(productPagePath('pret-hypothecaire', product)).toBe('/banques-et-courtiers/banque-du-nord/pret-auto');
  });

  it('keeps a slug with reserved characters inside its path segment', () => {
    expect(productPagePath('pret-personnel', { advertiserSlug: 'a', productSlug: 'x/../y?z' })).toBe('/pret-personnel/x%2F..%2Fy%3Fz');
  });
});
