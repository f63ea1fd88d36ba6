import { countryLabels } from '@pretscope/core';
import { formatFrenchDate } from '../content/content-display.ts';
import {
  earlyRepaymentNote,
  frenchMinimumNote,
  PENALTY_MAXIMUM_NOTE,
  uncappedPenaltyNote,
  type EarlyRepaymentResult,
} from './early-repayment-view.ts';
import { FrenchText } from '../components/french-text.tsx';

/**
 * The penalty rule the result applied (core's `earlyRepaymentPenaltyRule`): what it says, since when, its source,
 * and what we could not confirm; then what the figures leave to the contract or to the bank's own statement.
 */
export function PenaltyRule({ result }: { result: EarlyRepaymentResult }) {
  const { rule } = result;
  return (
    <section className="calc-rule" aria-labelledby="indemnite">
      <h2 id="indemnite">L’indemnité de remboursement anticipé ({countryLabels[result.country]})</h2>
      <p data-rule-summary="">{rule.summary}</p>
      {uncappedPenaltyNote(result) ? (
        <p className="legal-alert" role="note" data-uncapped="">
          {uncappedPenaltyNote(result)}
        </p>
      ) : null}
      {frenchMinimumNote(result) ? (
        <p className="legal-alert" role="note" data-minimum="">
          {frenchMinimumNote(result)}
        </p>
      ) : null}
      <p className="calc-source">
        Règle en vigueur depuis le <FrenchText>{formatFrenchDate(new Date(`${rule.validFrom}T00:00:00Z`))}</FrenchText>. Source&nbsp;:{' '}
        <FrenchText>{rule.source}</FrenchText>.{rule.unconfirmed ? <> À vérifier. {rule.unconfirmed}</> : null} {PENALTY_MAXIMUM_NOTE}
      </p>
    </section>
  );
}

/** How the figures were computed: the loan's instalment and rate, the interest left with and without the repayment. */
export function EarlyRepaymentNote({ result }: { result: EarlyRepaymentResult }) {
  return (
    <p className="calc-note" data-note="">
      {earlyRepaymentNote(result)}
    </p>
  );
}
