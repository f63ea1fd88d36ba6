import {
  CHOSEN_OFFERS_PARAM,
  countryLabels,
  formatEuros,
  formatPercent,
  observationSentence,
  type ComparedOffer,
  type DurationUnit,
  type MarketCountry,
} from '@pretscope/core';
import { LenderLogo } from '../directory/lender-logo.tsx';
import { lenderLogo, type ShownLogo } from '../directory/lender-logo-source.ts';
import { offerRequestUrl } from '../routing/journey-links.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import { FrenchText } from '../components/french-text.tsx';

/** What the page shows of an offer: all the browser gets of it (the hydration data is sent with every page). */
export type ShownOffer = Pick<
  ComparedOffer,
  | 'productId'
  | 'productName'
  | 'productSlug'
  | 'advertiserName'
  | 'advertiserSlug'
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
  /** The lender's uploaded logo, else its drawn emblem: the name is written beside it. */
  logo: ShownLogo;
};

/** What the page shows of a compared offer, its observation said in the category's unit. */
export function shownOffer(offer: ComparedOffer, unit: DurationUnit): ShownOffer {
  return {
    productId: offer.productId,
    productName: offer.productName,
    productSlug: offer.productSlug,
    advertiserName: offer.advertiserName,
    advertiserSlug: offer.advertiserSlug,
    logo: lenderLogo(
      { name: offer.advertiserName, slug: offer.advertiserSlug, kind: offer.advertiserKind, logo: offer.advertiserLogo },
      'emblem',
    ),
    country: offer.country,
    rate: offer.rate,
    apr: offer.apr,
    monthlyPayment: offer.monthlyPayment,
    totalInterest: offer.totalInterest,
    fees: offer.fees,
    totalCost: offer.totalCost,
    outboundUrl: offer.outboundUrl,
    isSponsored: offer.isSponsored,
    observation: observationSentence(offer, unit),
  };
}

/** Totals to the euro: six figures to the cent read as noise. */
export const euros = (value: number) => formatEuros(Math.round(value), 0);

/** The lender's name as a country's offers are labelled: « Belgique ». */
export const countryOf = (offer: Pick<ShownOffer, 'country'>) =>
  countryLabels[offer.country as keyof typeof countryLabels] ?? offer.country;

/** The lender's logo beside its name (which says it to a screen reader): a square, uploaded or drawn. */
export function OfferLogo({ offer }: { offer: Pick<ShownOffer, 'logo'> }) {
  return <LenderLogo logo={offer.logo} height={40} alt="" className="offer-logo" />;
}

/** The visitor's terms, carried to each offer's request form (routing/journey-links.ts). */
export interface RequestTerms {
  amount: number;
  durationMonths: number;
  country?: MarketCountry | undefined;
}

function OfferRow({
  offer,
  categorySlug,
  split,
  pick,
  request,
}: {
  offer: ShownOffer;
  categorySlug: string;
  split: boolean;
  pick: boolean;
  request: RequestTerms | undefined;
}) {
  return (
    <tr className="offer">
      <td className="offer__name">
        <div className="offer__id">
          <OfferLogo offer={offer} />
          <span className="offer__who">
            {offer.isSponsored ? <span className="badge">Annonce</span> : null} <strong>{offer.advertiserName}</strong>
            <span className="offer__product">
              <a href={productPagePath(categorySlug, offer)}>{offer.productName}</a>
              <span className="muted"> · {countryOf(offer)}</span>
            </span>
            <span className="offer__observation">
              <FrenchText>{offer.observation}</FrenchText>
            </span>
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
        {request ? (
          <a className="offer__request" href={offerRequestUrl(categorySlug, { ...request, productId: offer.productId })}>
            Faire une demande
            <span className="visually-hidden">
              {' '}
              {offer.advertiserName} — {offer.productName}
            </span>
          </a>
        ) : null}
        {pick ? (
          <label className="offer__pick">
            <input type="checkbox" name={CHOSEN_OFFERS_PARAM} value={offer.productId} />
            Comparer
            <span className="visually-hidden">
              {' '}
              {offer.advertiserName} — {offer.productName}
            </span>
          </label>
        ) : null}
      </td>
    </tr>
  );
}

/** What an offer table shows: its offers, in the page's order, and what each row offers to do. */
export interface OfferTableProps {
  offers: readonly ShownOffer[];
  categorySlug: string;
  caption: string;
  /** A « Comparer » box on each offer, for the side-by-side form the table stands in. */
  pick?: boolean;
  /** The visitor's terms: each offer then links to its request form, filled in with them and the product. */
  request?: RequestTerms;
}

/** The class of an offer table's element: comparator.css styles it. */
export const OFFER_TABLE_CLASS = 'offer-table';

/**
 * The offers: a table on wide screens; below 769 px each row is a card (comparator.css): logo, lender and product,
 * then the TAEG and the monthly payment in large, the total cost on a second line, and a full-width button. One cost
 * column when no offer has fees, interest and fees apart when one has.
 */
export function OfferTable(props: OfferTableProps) {
  return (
    <table className={OFFER_TABLE_CLASS}>
      <OfferTableContent {...props} />
    </table>
  );
}

/** What an offer table holds (its caption, head and rows), for a page whose server draws it once (ServerMarkup). */
export function OfferTableContent({ offers, categorySlug, caption, pick = false, request }: OfferTableProps) {
  const split = offers.some((offer) => offer.fees > 0);
  return (
    <>
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
          <OfferRow
            key={`${offer.productId}-${index}`}
            offer={offer}
            categorySlug={categorySlug}
            split={split}
            pick={pick}
            request={request}
          />
        ))}
      </tbody>
    </>
  );
}
