import { formatEuros, formatPercent, type ComparedOffer } from '@pretscope/core';

/** A compact list of a category's offers (the comparator's full table lives on the category page). */
export function OfferList({ offers }: { offers: readonly ComparedOffer[] }) {
  return (
    <ol className="offer-list">
      {offers.map((offer, index) => (
        <li key={`${offer.productId}-${index}`} className="offer-list__item card">
          <div className="offer-list__name">
            {offer.isSponsored ? (
              <>
                <span className="badge">Annonce</span>{' '}
              </>
            ) : null}
            <strong>{offer.advertiserName}</strong>
            <span className="muted">
              {' '}
              · {offer.productName} · {offer.country}
            </span>
          </div>
          <dl className="offer-list__figures">
            <div>
              <dt>Taux</dt>
              <dd className="numeric">{formatPercent(offer.rate)}</dd>
            </div>
            <div>
              <dt>TAEG</dt>
              <dd className="numeric">{formatPercent(offer.apr)}</dd>
            </div>
            <div>
              <dt>Mensualité</dt>
              <dd className="numeric">{formatEuros(offer.monthlyPayment)}</dd>
            </div>
            <div>
              <dt>Coût total</dt>
              <dd className="numeric">{formatEuros(offer.totalCost)}</dd>
            </div>
          </dl>
          <a className="button" href={offer.outboundUrl} rel="sponsored noopener" target="_blank">
            Voir l’offre
            <span className="visually-hidden">
              {' '}
              {offer.advertiserName} — {offer.productName}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
