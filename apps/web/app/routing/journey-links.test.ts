import { formatEuros } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import {
  capacityShown,
  mortgageCategoryFor,
  neededShown,
  offerRequestUrl,
  offersLinkText,
  offersUrl,
  REQUEST_FORMS,
  requestFormFor,
  requestUrl,
  termsFromQuery,
} from './journey-links.ts';

describe('the links that carry a visitor’s numbers to the next step', () => {
  it('writes the comparator’s query with the duration’s unit, so any category reads it (montant in euros, duree, pays)', () => {
    expect(offersUrl({ categoryPath: 'pret-hypothecaire', amount: 314_600, durationMonths: 300, country: 'LUX' })).toBe(
      '/pret-hypothecaire?montant=314600&duree=25+ans&pays=LUX',
    );
    expect(offersUrl({ categoryPath: '/pret-personnel', amount: 10_000.4, durationMonths: 18 })).toBe(
      '/pret-personnel?montant=10000&duree=18+mois',
    );
  });

  it('fills a request form in its own duration unit, with the product by id', () => {
    expect(requestUrl(REQUEST_FORMS.mortgage, { amount: 314_600, durationMonths: 300, country: 'BE' })).toBe(
      '/pret-hypothecaire/demande?montant=314600&duree=25&pays=BE',
    );
    expect(offerRequestUrl('pret-auto', { amount: 15_000, durationMonths: 48, country: 'FR', productId: 7 })).toBe(
      '/pret-personnel/demande?montant=15000&duree=48&pays=FR&produit=7',
    );
    expect(requestFormFor('regroupement-de-credit')).toBe(REQUEST_FORMS.consolidation);
    expect(mortgageCategoryFor('FR')).toBe('pret-immobilier');
    expect(mortgageCategoryFor('LUX')).toBe('pret-hypothecaire');
  });

  it('rounds a capacity down and a loan needed up, to 100 €', () => {
    expect(capacityShown(314_659.37)).toBe(314_600);
    expect(neededShown(391_500.01)).toBe(391_600);
    expect(neededShown(391_500)).toBe(391_500);
  });

  it('says how many offers, in French', () => {
    expect(offersLinkText(12, 314_600, 300)).toBe(`Voir les 12 offres pour ${formatEuros(314_600, 0)} sur 25\u00a0ans`);
    expect(offersLinkText(1, 10_000, 18)).toMatch(/^Voir l’offre pour 10.000.€ sur 18.mois$/);
    expect(offersLinkText(0, 10_000, 48)).toMatch(/^Voir le comparateur pour /);
  });

  it('reads back the terms a product page was linked with, leaving out what is not one', () => {
    expect(termsFromQuery(new URL('https://x.lu/p?montant=300000&duree=240'))).toEqual({ amount: 300_000, durationMonths: 240 });
    expect(termsFromQuery(new URL('https://x.lu/p?montant=300000&duree=20+ans'))).toEqual({ amount: 300_000, durationMonths: 240 });
    expect(termsFromQuery(new URL('https://x.lu/p?montant=abc&duree=2.5'))).toEqual({});
  });
});
