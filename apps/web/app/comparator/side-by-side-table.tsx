import { formatEuros, formatPercent, OWN_OFFER_LABEL, type OwnOfferFigures } from '@pretscope/core';
import type { ReactNode } from 'react';
import { offerRequestUrl } from '../routing/journey-links.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import { countryOf, euros, OfferLogo, type RequestTerms, type ShownOffer } from './offer-table.tsx';

/** One column: an offer of the list, or the visitor's own. */
type Column = { kind: 'offer'; offer: ShownOffer } | { kind: 'own'; offer: OwnOfferFigures };

interface Line {
  label: string;
  /** The class of its cells (tests and styles find a figure by it). */
  name: string;
  numeric?: boolean;
  cell: (column: Column) => ReactNode;
}

const NOT_STATED = <span className="muted">non communiquée</span>;

/** The comparison's lines, top to bottom: what a borrower weighs, the figures first, then where they come from. */
const LINES: readonly Line[] = [
  { label: 'Taux débiteur', name: 'rate', numeric: true, cell: ({ offer }) => formatPercent(offer.rate) },
  { label: 'TAEG', name: 'apr', numeric: true, cell: ({ offer }) => formatPercent(offer.apr) },
  { label: 'Mensualité hors assurance', name: 'payment', numeric: true, cell: ({ offer }) => formatEuros(offer.monthlyPayment) },
  {
    label: 'Assurance par mois',
    name: 'insurance',
    numeric: true,
    cell: (column) => (column.kind === 'own' ? formatEuros(column.offer.monthlyInsurance) : NOT_STATED),
  },
  { label: 'Intérêts', name: 'interest', numeric: true, cell: ({ offer }) => euros(offer.totalInterest) },
  {
    label: 'Frais',
    name: 'fees',
    numeric: true,
    cell: (column) =>
      column.kind === 'offer' && column.offer.fees === 0 ? <span className="muted">non annoncés</span> : euros(column.offer.fees),
  },
  { label: 'Coût total', name: 'cost', numeric: true, cell: ({ offer }) => euros(offer.totalCost) },
  {
    label: 'Taux relevé',
    name: 'observation',
    cell: (column) => (column.kind === 'offer' ? column.offer.observation : <span className="muted">indiqué par vous</span>),
  },
];

function Heading({ column, categorySlug }: { column: Column; categorySlug: string }) {
  if (column.kind === 'own')
    return (
      <>
        <span className="badge badge--own">{OWN_OFFER_LABEL}</span>
        {column.offer.lenderName !== OWN_OFFER_LABEL ? <strong>{column.offer.lenderName}</strong> : null}
      </>
    );
  const { offer } = column;
  return (
    <>
      <OfferLogo offer={offer} />
      {offer.isSponsored ? <span className="badge">Annonce</span> : null}
      <strong>{offer.advertiserName}</strong>
      <span className="side-by-side__product">
        <a href={productPagePath(categorySlug, offer)}>{offer.productName}</a>
        <span className="muted"> · {countryOf(offer)}</span>
      </span>
    </>
  );
}

/**
 * The chosen offers in columns, one line per figure (issue 19). Lines read across, so the first column (the figure's
 * name) stays in view while the table scrolls sideways inside its own box on a phone; the box is focusable, so the
 * keyboard scrolls it too.
 */
export function SideBySideTable({
  offers,
  own,
  categorySlug,
  caption,
  request,
}: {
  offers: readonly ShownOffer[];
  own: OwnOfferFigures | null;
  categorySlug: string;
  caption: string;
  /** The visitor's terms: each offer links to its request form, filled in with them and the product. */
  request: RequestTerms;
}) {
  const columns: Column[] = [
    ...offers.map((offer) => ({ kind: 'offer', offer }) as const),
    ...(own ? [{ kind: 'own', offer: own } as const] : []),
  ];
  return (
    <div className="side-by-side__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="side-by-side" data-columns={columns.length}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td className="side-by-side__corner" />
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`side-by-side__offer${column.kind === 'own' ? ' side-by-side__offer--own' : ''}`}>
                <span className="side-by-side__who">
                  <Heading column={column} categorySlug={categorySlug} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line.name} className={`side-by-side__${line.name}`}>
              <th scope="row">{line.label}</th>
              {columns.map((column, index) => (
                <td key={index} className={`${line.numeric ? 'numeric' : ''}${column.kind === 'own' ? ' side-by-side__cell--own' : ''}`}>
                  {line.cell(column)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="side-by-side__link">
            <th scope="row">
              <span className="visually-hidden">Lien</span>
            </th>
            {columns.map((column, index) => (
              <td key={index}>
                {column.kind === 'offer' ? (
                  <a className="button" href={column.offer.outboundUrl} rel="sponsored noopener" target="_blank">
                    Voir l’offre
                    <span className="visually-hidden">
                      {' '}
                      {column.offer.advertiserName} — {column.offer.productName}
                    </span>
                  </a>
                ) : null}
                {column.kind === 'offer' ? (
                  <a className="offer__request" href={offerRequestUrl(categorySlug, { ...request, productId: column.offer.productId })}>
                    Faire une demande
                    <span className="visually-hidden">
                      {' '}
                      {column.offer.advertiserName} — {column.offer.productName}
                    </span>
                  </a>
                ) : null}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
