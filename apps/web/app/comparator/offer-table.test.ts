import { formatEuros } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfferTable, type ShownOffer } from './offer-table.tsx';

function offer(productId: number, fees: number): ShownOffer {
  return {
    productId,
    productName: `Prêt ${productId}`,
    productSlug: `pret-${productId}`,
    advertiserName: 'Banque Exemple',
    advertiserSlug: 'banque-exemple',
    logo: { src: '/banques-et-courtiers/banque-exemple/embleme.svg?v=1', width: 1, height: 1, uploaded: false },
    country: 'LUX',
    rate: 3.2,
    apr: 3.3,
    monthlyPayment: 1_412.4,
    totalInterest: 88_976.4,
    fees,
    totalCost: 88_976.4 + fees,
    outboundUrl: 'https://banque-exemple.example/pret',
    isSponsored: false,
    observation: 'taux relevé pour 250 000 € sur 20 ans, le 3 novembre 2026',
  };
}

const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('OfferTable', () => {
  it('shows one cost column when no offer has fees', () => {
    const html = renderToStaticMarkup(
      createElement(OfferTable, { offers: [offer(1, 0), offer(2, 0)], categorySlug: 'pret-hypothecaire', caption: 'Offres' }),
    );
    expect(headers(html)).toEqual(['Offre', 'TAEG', 'Mensualité', 'Taux débiteur', 'Coût total', '']);
    expect(html).not.toContain('offer__fees');
  });

  it('splits interest and fees apart as soon as one offer has fees, totals to the euro', () => {
    const html = renderToStaticMarkup(
      createElement(OfferTable, { offers: [offer(1, 0), offer(2, 1_500)], categorySlug: 'pret-hypothecaire', caption: 'Offres' }),
    );
    expect(headers(html)).toEqual(['Offre', 'TAEG', 'Mensualité', 'Taux débiteur', 'Intérêts', 'Frais', 'Coût total', '']);
    // Each row: its interest and its fees, then the total cost, rounded to the euro.
    expect(html.match(/offer__fees/g)).toHaveLength(2);
    expect(html).toContain(`>${formatEuros(1_500, 0)}<`);
    expect(html).toContain(`>${formatEuros(88_976, 0)}<`);
    expect(html).toContain(`>${formatEuros(90_476, 0)}<`);
    expect(html).not.toContain(formatEuros(88_976.4));
  });
});
