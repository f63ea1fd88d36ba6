import { formatEuros, formatPercent, type Feasibility } from '@pretscope/core';
import { FrenchText } from '../components/french-text.tsx';
import { Icon } from '../components/icon.tsx';
import { durationText } from '../routing/journey-links.ts';
import { frenchDay } from './capacity-view.tsx';
import { toNumber } from './form-values.ts';

/** The page's own URL with some inputs changed: a fix re-runs the tool with the visitor's other numbers kept. */
function withChanges(path: string, values: Record<string, string>, changes: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ ...values, ...changes }).toString()}`;
}

/** Euros typed in a field, 0 when empty (a field in error shows no verdict). */
const typedEuros = (value: string | undefined) => toNumber(value) || 0;

const euros = (value: number) => formatEuros(value, 0);

/**
 * The feasibility verdict, first on the page (core's loan/projectFeasibilityUnder): green when the loan keeps within
 * the country's rules; amber, with an icon and words (never the colour alone), when it breaks one, saying which
 * (the debt ratio over the duration, the loan-to-value cap) with its source, then the smallest fixes, each alone and
 * each a link that computes the project again with it: « Faisable avec 18 400 € d’apport en plus, ou sur 25 ans au
 * lieu de 20, ou avec un second revenu de 1 150 € par mois ». The form counts the duration in whole years: the link
 * asks for the year that holds the month found, and says when fewer months would do.
 *
 * `ownFunds` says how the own-funds fix reaches the form: « combien emprunter » adds it to the own funds typed
 * (`apport`), the capacity page takes it off the amount asked (`montant`).
 */
export function ReachVerdict({
  verdict,
  ownFunds,
  path,
  values,
}: {
  verdict: Feasibility;
  ownFunds: 'apport' | 'montant';
  path: string;
  /** The raw values computed from (each fix changes one of them). */
  values: Record<string, string>;
}) {
  // The loan up and the capacity down to the euro: a fix found to the euro reads as covered once applied.
  const loan = Math.ceil(verdict.loan);
  const capacity = Math.max(0, Math.floor(verdict.maxAmount));
  if (verdict.feasible) {
    return (
      <section className="reach reach--ok" aria-labelledby="verdict" data-figure="reach-verdict">
        <h2 id="verdict">
          <Icon name="thumbs-up" /> Votre projet est à votre portée
        </h2>
        <p>
          Votre capacité d’emprunt (<span className="numeric">{euros(capacity)}</span>) couvre le prêt (
          <span className="numeric">{euros(loan)}</span>) sur {durationText(verdict.duration)}
        </p>
      </section>
    );
  }
  const { fixes } = verdict;
  const rule = verdict.binding[0];
  const years = fixes.durationMonths === null ? null : Math.ceil(fixes.durationMonths / 12);
  const ownFundsLink: Record<string, string> | null =
    fixes.ownFunds === null
      ? null
      : {
          [ownFunds]: String(
            ownFunds === 'apport' ? typedEuros(values.apport) + fixes.ownFunds : Math.max(0, typedEuros(values.montant) - fixes.ownFunds),
          ),
        };
  return (
    <section className="reach reach--short" aria-labelledby="verdict" data-figure="reach-verdict">
      <h2 id="verdict">
        <Icon name="thumbs-down" /> Votre projet n’est pas finançable en l’état
      </h2>
      <ul>
        {verdict.binding.map((broken) =>
          broken.rule === 'debt-ratio' ? (
            <li key="debt-ratio" data-rule="debt-ratio">
              Taux d’endettement&nbsp;: à {formatPercent(broken.limit * 100, 0)} de vos revenus sur {durationText(verdict.duration)}, vous
              pouvez emprunter <span className="numeric">{euros(capacity)}</span>, le prêt en demande{' '}
              <strong className="numeric" data-figure="reach-gap">
                {euros(loan - capacity)}
              </strong>{' '}
              de plus.
            </li>
          ) : (
            <li key="ltv" data-rule="ltv">
              Quotité&nbsp;: le prêt représente {formatPercent((verdict.ltv ?? 0) * 100, 0)} du prix, au-delà des{' '}
              {formatPercent(broken.limit * 100, 0)} admis.
            </li>
          ),
        )}
      </ul>
      {fixes.ownFunds !== null && ownFundsLink ? (
        <p data-figure="reach-fixes">
          Faisable{' '}
          <a href={withChanges(path, values, ownFundsLink)} data-fix="own-funds">
            avec {euros(fixes.ownFunds)} d’apport en plus
          </a>
          {years !== null ? (
            <>
              , ou{' '}
              <a href={withChanges(path, values, { duree: String(years) })} data-fix="duration">
                sur {years}&nbsp;ans au lieu de {durationText(verdict.duration)}
              </a>
              {fixes.durationMonths! % 12 ? ` (${durationText(fixes.durationMonths!)} suffiraient)` : ''}
            </>
          ) : null}
          {fixes.income !== null ? (
            <>
              , ou{' '}
              <a href={withChanges(path, values, { revenus2: String(typedEuros(values.revenus2) + fixes.income) })} data-fix="income">
                avec un second revenu de {euros(fixes.income)} par mois
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {rule ? (
        <p className="calc-source">
          Source&nbsp;: <FrenchText>{rule.source}</FrenchText>, en vigueur depuis le {frenchDay(rule.validFrom)}.
        </p>
      ) : null}
    </section>
  );
}
