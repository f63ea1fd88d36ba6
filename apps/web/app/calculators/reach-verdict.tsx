import { formatEuros, type ProjectReach } from '@pretscope/core';
import { Icon } from '../components/icon.tsx';
import { capacityShown, durationText, neededShown } from '../routing/journey-links.ts';

/** The page's own URL with some inputs changed: a suggestion re-runs the tool with the visitor's other numbers kept. */
function withChanges(path: string, values: Record<string, string>, changes: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ ...values, ...changes }).toString()}`;
}

/**
 * « Combien emprunter » answers first: is the purchase within reach? Green when it is; amber, with an icon and the
 * words saying it (never the colour alone), when the loan needed goes beyond the capacity, followed by the two
 * smallest changes that close the gap (core projectReach), each a link that computes the project again with it.
 * Figures are rounded to 100 €: the capacity down, the loan needed up.
 */
export function ReachVerdict({
  reach,
  ownFunds,
  path,
  values,
}: {
  reach: ProjectReach;
  /** The own funds typed, euros. */
  ownFunds: number;
  path: string;
  values: Record<string, string>;
}) {
  const needed = neededShown(reach.loanNeeded);
  const capacity = capacityShown(reach.maxAmount);
  if (reach.reachable) {
    return (
      <section className="reach reach--ok" aria-labelledby="verdict" data-figure="reach-verdict">
        <h2 id="verdict">
          <Icon name="thumbs-up" /> Votre projet est à votre portée
        </h2>
        <p>
          Votre capacité d’emprunt (<span className="numeric">{formatEuros(capacity, 0)}</span>) couvre le prêt nécessaire (
          <span className="numeric">{formatEuros(needed, 0)}</span>) sur {durationText(reach.duration)}.
        </p>
      </section>
    );
  }
  const { extraOwnFunds, durationMonths } = reach.fixes;
  return (
    <section className="reach reach--short" aria-labelledby="verdict" data-figure="reach-verdict">
      <h2 id="verdict">
        <Icon name="thumbs-down" /> Votre projet dépasse votre capacité d’emprunt
      </h2>
      <p>
        Le prêt nécessaire (<span className="numeric">{formatEuros(needed, 0)}</span>) dépasse votre capacité d’emprunt (
        <span className="numeric">{formatEuros(capacity, 0)}</span>) de{' '}
        <strong className="numeric" data-figure="reach-gap">
          {formatEuros(Math.max(0, needed - capacity), 0)}
        </strong>{' '}
        sur {durationText(reach.duration)}.
      </p>
      {extraOwnFunds !== null || durationMonths !== null ? (
        <>
          <p>{extraOwnFunds !== null && durationMonths !== null ? 'Deux façons d’y arriver\u00a0:' : 'Pour y arriver\u00a0:'}</p>
          <ul className="reach__fixes">
            {extraOwnFunds !== null ? (
              <li>
                <a href={withChanges(path, values, { apport: String(Math.round(ownFunds + extraOwnFunds)) })} data-fix="own-funds">
                  apport + {formatEuros(extraOwnFunds, 0)}
                </a>{' '}
                <span className="muted">(soit {formatEuros(Math.round(ownFunds + extraOwnFunds), 0)} d’apport)</span>
              </li>
            ) : null}
            {durationMonths !== null ? (
              <li>
                <a href={withChanges(path, values, { duree: String(durationMonths / 12) })} data-fix="duration">
                  sur {durationText(durationMonths)}
                </a>{' '}
                <span className="muted">(au lieu de {durationText(reach.duration)})</span>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}
