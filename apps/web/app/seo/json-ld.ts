/*
 * Structured data a page's meta() builds from its loader data, on the server for the document and in the browser
 * after a navigation: built from what the page shows anyway rather than sent along as a second copy (the category
 * page's hydration data was 40 KB, a quarter of it JSON-LD).
 */

/** An absolute URL for a path on this site, or the http(s) URL itself. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** What an offer of the comparator says about itself in structured data. */
export interface OfferForJsonLd {
  productName: string;
  advertiserName: string;
  rate: number;
  apr: number;
  productUrl: string;
}

/**
 * schema.org ItemList of the compared offers, each a LoanOrCredit with its rate and TAEG, in the page's order. The
 * list's name says the amount and the term; each offer its term, rates and lender (issue 23: nothing said twice).
 */
export function offerListJsonLd(origin: string, name: string, offers: readonly OfferForJsonLd[], durationMonths: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: offers.length,
    itemListElement: offers.map((offer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LoanOrCredit',
        name: `${offer.productName} — ${offer.advertiserName}`,
        url: absoluteUrl(origin, offer.productUrl),
        provider: { '@type': 'FinancialService', name: offer.advertiserName },
        interestRate: offer.rate,
        annualPercentageRate: offer.apr,
        loanTerm: { '@type': 'QuantitativeValue', value: durationMonths, unitCode: 'MON' },
      },
    })),
  };
}
