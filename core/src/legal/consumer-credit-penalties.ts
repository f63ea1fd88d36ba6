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
 * Luxembourg — Code de la consommation, art. L. 224-17 (sub-section « Remboursement anticipé » of the consumer
 * credit chapter, livre 2, titre 2, chapitre 4, which transposes directive 2008/48/CE), read on 2026-11-28 in
 * Legilux's official consolidated text, version applicable from 15 May 2026
 * (https://legilux.public.lu/eli/etat/leg/code/consommation/20260515/fr; the official XML, stored byte for byte in the
 * public repository SFHAJJI/lex-corpus-lu-legilux, works/loi-2011-04-08-n2/versions/2026-05-15/fr.xml). The same
 * words stand in the versions applicable from 1 July 2018 (XML) and 1 January 2017 (Legilux's PDF, same repository),
 * with no amending law marked on the article; earlier versions were not read, so the start date, the code's of April
 * 2011, is kept as it was. The article: the consumer may repay early at any time, in whole or in part (1); the
 * lender is entitled to « une indemnité équitable et objectivement justifiée » only if the repayment falls in a
 * fixed-rate period, which « ne peut dépasser 1 % du montant du crédit faisant l’objet du remboursement anticipé »
 * when more than a year remains to the agreed end, « 0,5 % » when a year or less remains; « Toutefois, le prêteur
 * peut exceptionnellement exiger une indemnité supérieure s’il peut prouver que le préjudice qu’il a subi […]
 * dépasse le montant fixé » (2); « L’indemnité éventuelle ne saurait dépasser le montant d’intérêt que le
 * consommateur aurait payé » until the agreed end (3); only when the amount repaid « dépasse 10.000 euros au cours
 * d’une période de douze mois » (4); none for a repayment by the credit's insurance, an overdraft facility, or a
 * period whose rate is not fixed (5). So the same figures as France, plus the proven-loss exception, which the
 * amount counted leaves out and the summary states. Legilux also lists a consolidated version applicable from 27
 * September 2026 whose text the repository had not stored: not read, and the page says so.
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
      cap: {
        type: 'share',
        percent: 1,
        percentNearEnd: 0.5,
        longerThanMonths: 12,
        threshold: 10_000,
        capAtInterestLeft: true,
        greaterLossIfProven: true,
      },
      source: 'Code de la consommation (Luxembourg), art.\u00a0L.\u00a0224-17',
      summary:
        'Au plus 1\u00a0% du capital remboursé s’il reste plus d’un an à courir, 0,5\u00a0% sinon, sans dépasser les intérêts restant à payer, ' +
        'et rien si le montant remboursé ne dépasse pas 10\u202f000\u00a0€ sur douze mois, ni pour un découvert, un remboursement par ' +
        'l’assurance du crédit ou un taux non fixe. Le prêteur peut exceptionnellement demander davantage s’il prouve une perte plus ' +
        'élevée, toujours dans la limite des intérêts restant à payer\u00a0: ce cas n’est pas compté.',
      unconfirmed:
        'Article lu dans la version du code applicable jusqu’au 26 septembre 2026\u00a0: nous n’avons pas pu lire la version suivante.',
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
