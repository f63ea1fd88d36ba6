import { versionInForce } from '../finance/country-rules.ts';
import type { ConsolidationCountry, ConsumerPenaltyRule, ConsumerPenaltyRules } from './consumer-credit-penalty-rule.ts';

/**
 * The most a lender may charge when a consumer credit (a personal loan, a car loan: not a mortgage) is repaid
 * early, per country, as dated data with its source. A consolidation repays every credit it takes over, so each
 * one's indemnity is part of what the consolidation costs (finance/consolidation-rule.ts).
 *
 * France — Code de la consommation, art. L312-34 (in force since 1 July 2016, formerly L311-22; text read on
 * doctrine.fr, which reproduces Légifrance): the borrower may always repay early; no indemnity for an overdraft,
 * a repayment by the credit's insurance, or a repayment while the rate is not fixed; otherwise, when the amount
 * repaid is above a threshold set by decree, the lender may claim at most 1 % of the amount repaid if more than a
 * year remains to the contract's end, at most 0,5 % if a year or less remains, and never more than the interest
 * the borrower would have paid from the repayment to the agreed end. Art. D312-15 sets the threshold at 10 000 €
 * over twelve months (text read on tricoteuses.fr, a Légifrance mirror). An indemnity is due only if the contract
 * provides for it: the figures below are maxima.
 *
 * Luxembourg — the consumer credit chapter of the Code de la consommation (livre 2, titre 2, chapitre 4) transposes
 * directive 2008/48/CE, whose art. 16 allows at most 1 % (0,5 % within a year of the end) but lets a Member State
 * set a threshold or let the lender prove a greater loss (as summed up in the French Senate's report n° 447 of
 * 2008-2009, senat.fr). We could not read the Luxembourg article itself (legilux.public.lu was not reachable through
 * our sources), so we do not know which options it took: no amount is counted, and the page says so.
 *
 * What a rule holds and the maximum it allows are consumer-credit-penalty-rule.ts, which holds no rule.
 */

/** Versions of each country's rule, oldest first. */
export const CONSUMER_CREDIT_PENALTY_RULES: Readonly<Record<ConsolidationCountry, readonly ConsumerPenaltyRule[]>> = {
  FR: [
    {
      validFrom: '2016-07-01',
      cap: { type: 'share', percent: 1, percentNearEnd: 0.5, longerThanMonths: 12, threshold: 10_000, capAtInterestLeft: true },
      source: 'Code de la consommation, art. L312-34 et D312-15',
      summary:
        'Au plus 1\u00a0% du capital remboursé s’il reste plus d’un an à courir, 0,5\u00a0% sinon, sans dépasser les intérêts restant à payer, ' +
        'et rien si le montant remboursé ne dépasse pas 10\u202f000\u00a0€ sur douze mois, ni pour un découvert ou un taux non fixe.',
    },
  ],
  LUX: [
    {
      validFrom: '2011-04-12',
      cap: { type: 'unknown' },
      source:
        'Code de la consommation luxembourgeois, livre 2, titre 2, chapitre 4 (crédit à la consommation)\u202f; directive 2008/48/CE, art. 16',
      summary:
        'La directive européenne plafonne l’indemnité à 1\u00a0% du capital remboursé (0,5\u00a0% à moins d’un an de la fin), ' +
        'mais laisse chaque pays fixer un seuil ou permettre au prêteur de prouver une perte plus élevée.',
      unconfirmed:
        'Nous n’avons pas pu lire l’article luxembourgeois\u00a0: aucune indemnité n’est comptée pour vos crédits à la consommation\u202f; ' +
        'indiquez le montant que vos prêteurs demandent.',
    },
  ],
};

/** Each country's rule in force on `date` (read as in `versionInForce`). */
export function consumerPenaltyRulesOn(date: Date): ConsumerPenaltyRules {
  return {
    FR: versionInForce(CONSUMER_CREDIT_PENALTY_RULES.FR, date),
    LUX: versionInForce(CONSUMER_CREDIT_PENALTY_RULES.LUX, date),
  };
}
