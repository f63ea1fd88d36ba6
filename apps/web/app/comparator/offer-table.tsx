import { countryLabels, formatEuros, formatPercent, type ComparedOffer } from '@pretscope/core';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { productPagePath } from '../seo/product-page-path.ts';

/** What the page shows of an offer: all the browser gets of it (the hydration data is sent with every page). */
export type ShownOffer = Pick<
  ComparedOffer,
  | 'productId'
  | 'productName'
  | 'productSlug'
  | 'advertiserName'
  | 'advertiserSlug'
  | 'advertiserLogo'
  | 'country'
  | 'rate'
  | 'apr'
  | 'monthlyPayment'
  | 'totalInterest'
  | 'fees'
  | 'totalCost'
  | 'outboundUrl'
  | 'isSponsored'
> & {
  /** « taux relevé pour 250 000 € sur 20 ans, le 3 novembre 2026 » (core observationSentence). */
  observation: string;
};

/** Totals to the euro: six figures to the cent read as noise. */
const euros = (value: number) => formatEuros(Math.round(value), 0);

function Logo({ offer }: { offer: ShownOffer }) {
  return offer.advertiserLogo ? (
    <ResponsiveImage
      src={offer.advertiserLogo}
      alt=""
      width={96}
      height={40}
      sizes="96px"
      fit="contain"
      keepVector
      className="offer-logo"
    />
  ) : (
    <span className="offer-logo offer-logo--initial" aria-hidden="true">
      {offer.advertiserName.charAt(0)}
    </span>
  );
}

function OfferRow({ offer, categorySlug, split }: { offer: ShownOffer; categorySlug: string; split: boolean }) {
  return (
    <tr className="offer">
      <td className="offer__name">
        <div className="offer__id">
          <Logo offer={offer} />
          <span className="offer__who">
            {offer.isSponsored ? <span className="badge">Annonce</span> : null} <strong>{offer.advertiserName}</strong>
            <span className="offer__product">
              <a href={productPagePath(categorySlug, offer)}>{offer.productName}</a>
              <span className="muted"> · {countryLabels[offer.country as keyof typeof countryLabels] ?? offer.country}</span>
            </span>
            <span className="offer__observation">{offer.observation}</span>
          </span>
        </div>
      </td>
      <td data-label="TAEG" className="numeric offer__apr">
        {formatPercent(offer.apr)}
      </td>
      <td data-label="Mensualité" className="numeric offer__payment">
        {formatEuros(offer.monthlyPayment)}
      </td>
      <td data-label="Taux débiteur" className="numeric offer__rate">
        {formatPercent(offer.rate)}
      </td>
      {split ? (
        <>
          <td data-label="Intérêts" className="numeric offer__interest">
            {euros(offer.totalInterest)}
          </td>
          <td data-label="Frais" className="numeric offer__fees">
            {euros(offer.fees)}
          </td>
        </>
      ) : null}
      <td data-label="Coût total" className="numeric offer__cost">
        {euros(offer.totalCost)}
      </td>
      <td className="offer__action">
        <a className="button" href={offer.outboundUrl} rel="sponsored noopener" target="_blank">
          Voir l’offre
          <span className="visually-hidden">
            {' '}
            {offer.advertiserName} — {offer.productName}
          </span>
        </a>
      </td>
    </tr>
  );
}

/**
 * The offers: a table on wide screens; below 769 px each row is a card (comparator.css): logo, lender and product,
 * then the TAEG and the monthly payment in large, the total cost on a second line, and a full-width button. One cost
 * column when no offer has fees, interest and fees apart when one has.
 */
export function OfferTable({ offers, categorySlug, caption }: { offers: readonly ShownOffer[]; categorySlug: string; caption: string }) {
  const split = offers.some((offer) => offer.fees > 0);
  return (
    <table className="offer-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Offre</th>
          <th scope="col" className="numeric">
            TAEG
          </th>
          <th scope="col" className="numeric">
            Mensualité
          </th>
          <th scope="col" className="numeric">
            Taux débiteur
          </th>
          {split ? (
            <>
              <th scope="col" className="numeric">
                Intérêts
              </th>
              <th scope="col" className="numeric">
                Frais
              </th>
            </>
          ) : null}
          <th scope="col" className="numeric">
            Coût total
          </th>
          <th scope="col">
            <span className="visually-hidden">Lien</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer, index) => (
          <OfferRow key={`${offer.productId}-${index}`} offer={offer} categorySlug={categorySlug} split={split} />
        ))}
      </tbody>
    </table>
  );
}
