import { countryLabels, formatDuration, formatEuros, formatPercent } from '@pretscope/core';
import { formatFrenchDate } from '../content/content-display.ts';
import type { EarlyRepaymentResult } from './early-repayment-view.ts';
import { FrenchText } from '../components/french-text.tsx';

/**
 * The penalty rule the result applied (core's `earlyRepaymentPenaltyRule`): what it says, since when, its source,
 * and what we could not confirm; then what the figures leave to the contract or to the bank's own statement.
 */
export function PenaltyRule({ result }: { result: EarlyRepaymentResult }) {
  const { rule, penalty } = result;
  return (
    <section className="calc-rule" aria-labelledby="indemnite">
      <h2 id="indemnite">L’indemnité de remboursement anticipé ({countryLabels[result.country]})</h2>
      <p data-rule-summary="">{rule.summary}</p>
      {penalty.type === 'partly-uncapped' ? (
        <p className="legal-alert" role="note" data-uncapped="">
          {penalty.amount > 0
            ? `La loi plafonne l’indemnité sur 450\u202f000\u00a0€ de remboursements anticipés\u202f; pour les ${formatEuros(penalty.uncappedRepayment, 0)} au-delà, seule la banque peut chiffrer son indemnité\u00a0: le gain net dépend de son décompte. Des remboursements anticipés déjà faits entrent aussi dans ces 450\u202f000\u00a0€\u202f; nous comptons celui-ci seul.`
            : 'Aucun plafond légal ne s’applique\u00a0: l’indemnité est la perte financière de la banque, que seul son décompte chiffre. Le gain net est les intérêts économisés moins cette indemnité.'}
        </p>
      ) : null}
      {result.belowFrenchMinimum ? (
        <p className="legal-alert" role="note" data-minimum="">
          Le contrat peut refuser un remboursement partiel égal ou inférieur à 10&nbsp;% du montant emprunté, soit{' '}
          {formatEuros(result.amount * 0.1, 0)} ici (Code de la consommation, art. L313-47).
        </p>
      ) : null}
      <p className="calc-source">
        Règle en vigueur depuis le <FrenchText>{formatFrenchDate(new Date(`${rule.validFrom}T00:00:00Z`))}</FrenchText>. Source&nbsp;:{' '}
        <FrenchText>{rule.source}</FrenchText>.{rule.unconfirmed ? <> À vérifier. {rule.unconfirmed}</> : null} C’est un maximum&nbsp;:
        votre contrat peut prévoir moins, ou rien.
      </p>
    </section>
  );
}

/** An amount that never breaks across lines. */
function Euros({ value }: { value: number }) {
  return <span className="numeric">{formatEuros(value)}</span>;
}

/** How the figures were computed: the loan's instalment and rate, the interest left with and without the repayment. */
export function EarlyRepaymentNote({ result }: { result: EarlyRepaymentResult }) {
  return (
    <p className="calc-note" data-note="">
      Mensualité d’origine <Euros value={result.without.monthlyPayment} /> hors assurance, sur{' '}
      <span className="numeric">{formatDuration(result.duration, 'year')}</span> à{' '}
      <span className="numeric">{formatPercent(result.rate)}</span>. Intérêts restant à payer sans remboursement anticipé&nbsp;:{' '}
      <Euros value={result.without.interest} />
      &#x202f;; après&nbsp;: <Euros value={result.after.interest} />.{' '}
      {result.convention === 'equivalent'
        ? 'En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent, (1 + taux annuel)^(1/12) − 1.'
        : 'Le taux mensuel est le taux annuel divisé par 12.'}{' '}
      L’assurance emprunteur et les frais de dossier ne sont pas comptés.
    </p>
  );
}
