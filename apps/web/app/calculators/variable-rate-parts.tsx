import { countryLabels, formatEuros, formatPercent } from '@pretscope/core';
import { FrenchText } from '../components/french-text.tsx';
import { formatFrenchDate } from '../content/content-display.ts';
import { durationText, type NextStepsTerms } from '../routing/journey-links.ts';
import {
  ceilingRateSentence,
  fixedOffersUrl,
  fixedVerdict,
  pathRowLabel,
  scenarioCells,
  scenarioLabel,
  SCENARIO_HEADINGS,
  UNCAPPED_RISE_NOTE,
  variableRateNote,
  worstCaseLabel,
  type FixedOffer,
  type VariableRateResult,
} from './variable-rate-view.ts';

/** An amount that never breaks across lines. */
function Euros({ value }: { value: number }) {
  return <span className="numeric">{formatEuros(value)}</span>;
}

/** The four scenarios side by side: the highest rate, the highest instalment, the interest, the cost of the rise. */
/** Each cell's `data-cell` name, in the order of `scenarioCells`. */
const SCENARIO_CELLS = ['rate', 'payment', 'interest', 'extra'];

export function ScenarioTable({ result }: { result: VariableRateResult }) {
  return (
    <div className="calc-table-wrap" role="region" aria-labelledby="scenarios" tabIndex={0}>
      <table className="calc-table">
        <caption id="scenarios">Les scénarios de taux</caption>
        <thead>
          <tr>
            {SCENARIO_HEADINGS.map((heading, index) => (
              <th scope="col" key={heading} className={index === 0 ? undefined : 'numeric'}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.scenarios.map((item) => (
            <tr key={item.scenario} data-scenario={item.scenario}>
              <th scope="row">{scenarioLabel(item.scenario)}</th>
              {scenarioCells(result, item).map((cell, index) => (
                <td className="numeric" key={SCENARIO_CELLS[index]} data-cell={SCENARIO_CELLS[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The instalment of each scenario period by period: the payment path. */
export function PathTable({ result }: { result: VariableRateResult }) {
  return (
    <div className="calc-table-wrap" role="region" aria-labelledby="evolution" tabIndex={0}>
      <table className="calc-table">
        <caption id="evolution">La mensualité au fil des révisions</caption>
        <thead>
          <tr>
            <th scope="col">Mensualités</th>
            {result.scenarios.map((item) => (
              <th scope="col" className="numeric" key={item.scenario}>
                {scenarioLabel(item.scenario)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.fromMonth} data-path-row={row.fromMonth}>
              <th scope="row" className="numeric">
                {pathRowLabel(row)}
              </th>
              {row.cells.map((cell) => (
                <td className="numeric" key={cell.scenario} data-cell={cell.scenario}>
                  {formatEuros(cell.payment)}
                  <br />
                  <span className="muted">à {formatPercent(cell.rate)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The worst case next to the comparator's best fixed-rate offer for the same terms: what the variable rate saves at
 * first and what it may cost at worst. `current` is false while the server has not yet answered for new terms.
 */
export function FixedOfferComparison({
  result,
  offer,
  current,
  terms,
}: {
  result: VariableRateResult;
  offer: FixedOffer | null;
  current: boolean;
  terms: NextStepsTerms;
}) {
  const heading = (
    <h2 id="taux-fixe">
      Le pire cas face au meilleur taux fixe ({countryLabels[result.country]}, {formatEuros(terms.amount, 0)} sur{' '}
      {durationText(terms.durationMonths)})
    </h2>
  );
  if (!current) {
    return (
      <section className="calc-rule" aria-labelledby="taux-fixe">
        {heading}
        <p role="status">Recherche de la meilleure offre à taux fixe pour ces montants…</p>
      </section>
    );
  }
  if (!offer) {
    return (
      <section className="calc-rule" aria-labelledby="taux-fixe" data-fixed-offer="none">
        {heading}
        <p>
          Le comparateur n’a pas d’offre à taux fixe pour ce montant et cette durée en {countryLabels[result.country]}.{' '}
          <a href={fixedOffersUrl(terms)}>Voir le comparateur</a>
        </p>
      </section>
    );
  }
  const worstLabel = worstCaseLabel(result);
  return (
    <section className="calc-rule" aria-labelledby="taux-fixe" data-fixed-offer="found">
      {heading}
      <p>
        <a href={offer.href} data-fixed-offer-link="">
          {offer.advertiserName} — {offer.productName}
        </a>
        &nbsp;: taux fixe de <span className="numeric">{formatPercent(offer.rate)}</span> (TAEG{' '}
        <span className="numeric">{formatPercent(offer.apr)}</span>), relevé le{' '}
        <FrenchText>{formatFrenchDate(new Date(offer.observedAt))}</FrenchText>.
      </p>
      <dl className="calc-figures">
        <div className="calc-figure">
          <dt>Mensualité au taux fixe</dt>
          <dd className="numeric" data-figure="fixed-payment">
            {formatEuros(offer.monthlyPayment)}
          </dd>
        </div>
        <div className="calc-figure">
          <dt>Intérêts au taux fixe</dt>
          <dd className="numeric" data-figure="fixed-interest">
            {formatEuros(offer.totalInterest)}
          </dd>
        </div>
        <div className="calc-figure calc-figure--main">
          <dt>Intérêts au pire ({worstLabel})</dt>
          <dd className="numeric" data-figure="worst-interest-again">
            {formatEuros(result.worst.totalInterest)}
          </dd>
        </div>
      </dl>
      <p data-fixed-verdict="">{fixedVerdict(result, offer)}</p>
      <p className="calc-source">
        {offer.fees > 0 ? (
          <>
            Les frais de dossier de l’offre (<Euros value={offer.fees} />) ne sont pas comptés dans ses intérêts, mais dans son TAEG.{' '}
          </>
        ) : null}
        <a href={fixedOffersUrl(terms)}>Toutes les offres à taux fixe pour ce montant et cette durée</a>
      </p>
    </section>
  );
}

/** What the law of the country lets the rate do, with its sources, and what we could not read. */
export function VariableRateLimits({ result }: { result: VariableRateResult }) {
  const { limit } = result;
  return (
    <section className="calc-rule" aria-labelledby="limites">
      <h2 id="limites">Ce que la loi permet ({countryLabels[result.country]})</h2>
      <p data-limit-reference="">{limit.reference}</p>
      <ul className="calc-notes" data-limit-rules="">
        {limit.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {result.ceilingRate === null ? (
        <p className="legal-alert" role="note" data-uncapped="">
          {UNCAPPED_RISE_NOTE}
        </p>
      ) : (
        <p data-ceiling-rate="">{ceilingRateSentence(result)}</p>
      )}
      <p className="calc-source">
        Règles en vigueur depuis le <FrenchText>{formatFrenchDate(new Date(`${limit.validFrom}T00:00:00Z`))}</FrenchText>. Source&nbsp;:{' '}
        <FrenchText>{limit.source}</FrenchText>.{limit.unconfirmed ? <> À vérifier. {limit.unconfirmed}</> : null}
      </p>
    </section>
  );
}

/** How the figures were computed. */
export function VariableRateNote({ result }: { result: VariableRateResult }) {
  return (
    <p className="calc-note" data-note="">
      {variableRateNote(result)}
    </p>
  );
}
