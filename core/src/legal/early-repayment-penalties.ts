import { versionInForce } from '../finance/country-rules.ts';
import {
  penaltySituation,
  type EarlyRepaymentPenaltyQuery,
  type EarlyRepaymentPenaltyRule,
  type EarlyRepaymentPenaltyRules,
  type EarlyRepaymentSituation,
} from './early-repayment-penalty-rule.ts';

/**
 * The most a lender may charge when a mortgage (a loan for the home) is repaid early, per country, as dated
 * data, each figure with where it comes from and how sure we are of it. Read on 2026-11-27 from stored copies
 * of the pages cited; where a text could not be read, the entry says so and the page repeats it.
 *
 * France — Code de la consommation, art. L313-47 (the borrower may always repay early, in part or in full; the
 * contract may refuse partial repayments of 10 % of the initial amount or less, unless they settle the loan;
 * an indemnity is due only if the contract provides for it) and art. R313-25: the indemnity « ne peut excéder
 * la valeur d'un semestre d'intérêt sur le capital remboursé au taux moyen du prêt, sans pouvoir dépasser 3 % du
 * capital restant dû avant le remboursement » (text read on french-business-law.com, which reproduces
 * Légifrance, and on app.livv.eu for L313-47). It applies to fixed and variable rates alike; a loan with
 * several rates over its life may add « intérêts compensateurs » (R313-25, second paragraph), which a one-rate
 * loan like ours has none of. Art. L313-48: no indemnity when the repayment follows the sale of the home after
 * a move for work, the death or the forced end of work of the borrower or their partner (service-public.fr
 * F1669, as reproduced by a town's site). Dated from 1 July 2016, when the consumer code's recodification
 * (ordonnance n° 2016-301, décret n° 2016-884) gave these articles their numbers; the same rule stood before
 * under older numbers, which no simulation here needs.
 *
 * Belgium — Code de droit économique, book VII, mortgage credit with a real-estate purpose: the consumer may
 * always repay early (art. VII.147/11, text read on credit2consumer.be) and the lender may charge at most an
 * « indemnité de remploi » of three months' interest on the capital repaid. What we read: art. VII.147/23
 * (credit2consumer.be) refers to « l'indemnité de remploi visée à l'article VII.147/12, § 1er »; the three-month
 * cap itself is read from secondary sources (PIM, pim.be, and weinvest.be, which date it from the loi du
 * 4 août 1992 relative au crédit hypothécaire; NIBC's example below), not from the text of art. VII.147/12,
 * which we could not reach. The rate is the credit's: a Belgian credit states an annual rate and its equivalent
 * periodic rate (CDE art. I.9, 44°), so three months' interest is 3 × the monthly equivalent rate. Dated from
 * 1 April 2017, when the loi du 22 avril 2016 moved mortgage credit into book VII (a date we read in guides, not
 * in the Moniteur belge). Art. VII.147/12 searched again on 2026-11-28 (stored pages, among them credit2consumer.be;
 * public source repositories, none of which holds the Code de droit économique): not found. A later search the same
 * day (French and Dutch wording; credit2consumer.be, fiscosearch.be and gesetzguide.be, which reproduce Justel;
 * ejustice.just.fgov.be; the docs corpus) still did not reach the article's text: credit2consumer.be's page
 * « VII.147/11 - 12 : Remboursement anticipé »
 * (https://credit2consumer.be/fr/article/vii14711-12-remboursement-anticipe) came back only as excerpts of its
 * VII.147/11 part. It found two more texts that agree with the three-month cap, neither the article itself: a
 * lawyer's commentary of the loi du 22 avril 2016 (« L'exécution du contrat de crédit hypothécaire »,
 * https://droitbancaire.be/blog-2/lexecution-du-contrat-de-credit-hypothecaire/, read 2026-11-28: « seule une
 * indemnité de remploi peut être stipulée par le prêteur, pour
 * autant qu'elle n'excède pas trois mois d'intérêts, le calcul s'effectuant au taux périodique du crédit sur le
 * montant restant dû, proportionnellement s'il s'agit d'un remboursement partiel »), and the text of the rule's
 * predecessor, art. 12, § 1er of the loi du 4 août 1992 relative au crédit hypothécaire, in Dutch as reproduced on
 * http://www.2747.com/2747/law/credit/act/1992/belgie12.html (read 2026-11-28: « Deze vergoeding dient berekend te
 * worden, aan de rentevoet van het krediet, op het bedrag van het verschuldigd blijvend saldo […] Deze vergoeding mag
 * niet méér bedragen dan drie maanden interest »). The cap stays marked unconfirmed until art. VII.147/12 is read.
 *
 * Luxembourg — Code de la consommation, art. L. 226-20 (chapter 6 « Contrats de crédit immobilier », introduced by
 * the loi du 23 décembre 2016, Mémorial A n° 302 of 28 December 2016; the chapter does not apply to contracts
 * running on 21 March 2016, art. L. 226-45). Read on 2026-11-28 in Legilux's consolidated code, version applicable
 * from 15 May 2026 (https://legilux.public.lu/eli/etat/leg/code/consommation/20260515/fr; the official XML, stored
 * byte for byte in the public repository SFHAJJI/lex-corpus-lu-legilux); the same text stands in the code's
 * consolidated version of 13 November 2017, and the article carries the date 2018-07-01 in the XML. Paragraph (3): « le prêteur a droit à une indemnité équitable et objectivement justifiée, pour les coûts
 * encourus directement liés au remboursement anticipé du crédit. Cette indemnité ne peut pas dépasser la perte
 * financière du prêteur. De surcroît, lorsque le contrat de crédit immobilier a été contracté en vue de l'acquisition
 * d'un logement qui a servi d'habitation effective et principale au consommateur pendant une période ininterrompue de
 * deux ans au moins, l'indemnité […] ne peut en aucun cas excéder la valeur correspondant à six mois d'intérêts sur le
 * capital remboursé lors de chaque remboursement anticipé, calculés au taux débiteur applicable au contrat de crédit
 * immobilier le jour du remboursement anticipé. Le présent alinéa ne s'applique pas à la fraction du montant cumulé des
 * remboursements anticipés qui dépasse 450.000 euros. » Paragraph (5): no other penalty. The law does not distinguish
 * fixed and variable rates: at a variable rate the lender may likewise claim its financial loss, capped as above
 * for the main home. BCEE, BIL and ING (editus.lu) publish that they charge nothing on a variable-rate loan; our
 * variable-rate entry follows that practice and says so. The CSSF's page on mortgage contracts and the conditions
 * of BIL and BCEE, which the first version of this file relied on, say the same as the article.
 *
 * What a rule holds and the maximum it allows are early-repayment-penalty-rule.ts, which holds no rule.
 */

const LU_SOURCE =
  'Code de la consommation luxembourgeois, art.\u00a0L.\u00a0226-20 (loi du 23 décembre 2016, contrats conclus à partir du 21 mars 2016)';

/** Versions of each situation's rule, oldest first. */
export const EARLY_REPAYMENT_PENALTY_RULES: Readonly<Record<EarlyRepaymentSituation, readonly EarlyRepaymentPenaltyRule[]>> = {
  FR: [
    {
      validFrom: '2016-07-01',
      cap: { type: 'months-of-interest', months: 6, maxShareOfDebt: 0.03 },
      source: 'Code de la consommation, art. L313-47, L313-48 et R313-25',
      summary:
        'Au plus six mois d’intérêts sur le capital remboursé, sans dépasser 3\u00a0% du capital restant dû avant le remboursement, ' +
        'et seulement si le contrat le prévoit\u202f; aucune indemnité en cas de vente du logement après une mutation, ' +
        'de décès ou de perte forcée d’emploi de l’emprunteur ou de son conjoint.',
    },
  ],
  BE: [
    {
      validFrom: '2017-04-01',
      cap: { type: 'months-of-interest', months: 3 },
      source: 'Code de droit économique, art. VII.147/11 et VII.147/12 (crédit hypothécaire à destination immobilière)',
      summary: 'Au plus une indemnité de remploi de trois mois d’intérêts sur le capital remboursé, au taux du crédit.',
      unconfirmed:
        'Le plafond de trois mois est repris de guides (PIM, NIBC), d’un commentaire juridique de la loi de 2016 et de l’ancienne loi ' +
        'de 1992 sur le crédit hypothécaire (art.\u00a012)\u202f; le texte de l’article VII.147/12 est resté introuvable dans les ' +
        'sources consultées (dernière recherche en novembre 2026).',
    },
  ],
  'LUX-fixed-main-home': [
    {
      validFrom: '2016-03-21',
      cap: { type: 'months-of-interest', months: 6, cappedUpTo: 450_000 },
      source: LU_SOURCE,
      summary:
        'À taux fixe, pour le logement principal habité sans interruption depuis au moins deux ans\u00a0: au plus six mois d’intérêts ' +
        'sur le capital remboursé, pour les premiers 450\u202f000\u00a0€ de remboursements anticipés\u202f; au-delà, l’indemnité n’a pas de plafond légal.',
    },
  ],
  'LUX-fixed-other': [
    {
      validFrom: '2016-03-21',
      cap: { type: 'uncapped' },
      source: LU_SOURCE,
      summary:
        'À taux fixe, hors logement principal habité depuis deux ans (un bien mis en location, par exemple)\u00a0: la banque peut réclamer ' +
        'sa perte financière, sans plafond légal\u202f; seul votre décompte bancaire la chiffre.',
    },
  ],
  'LUX-variable': [
    {
      validFrom: '2016-03-21',
      cap: { type: 'none' },
      source: `Conditions publiées par BCEE, BIL et ING Luxembourg (prêts au logement à taux variable)\u202f; ${LU_SOURCE}`,
      summary: 'À taux variable, les banques annoncent un remboursement anticipé possible à tout moment, sans indemnité.',
      unconfirmed:
        'C’est la pratique publiée des banques, pas une interdiction\u00a0: la loi (art.\u00a0L.\u00a0226-20) permet aussi à taux variable une indemnité limitée à la perte financière du prêteur, et à six mois d’intérêts pour un logement principal habité depuis deux ans.',
    },
  ],
};

/** The rule of every situation in force on `date` (read as in `versionInForce`). */
export function penaltyRulesOn(date: Date): EarlyRepaymentPenaltyRules {
  const on = (situation: EarlyRepaymentSituation) => versionInForce(EARLY_REPAYMENT_PENALTY_RULES[situation], date);
  return {
    FR: on('FR'),
    BE: on('BE'),
    'LUX-fixed-main-home': on('LUX-fixed-main-home'),
    'LUX-fixed-other': on('LUX-fixed-other'),
    'LUX-variable': on('LUX-variable'),
  };
}

/** The rule in force for a mortgage in that situation on the day (today by default). */
export function earlyRepaymentPenaltyRule(query: EarlyRepaymentPenaltyQuery): EarlyRepaymentPenaltyRule {
  return versionInForce(EARLY_REPAYMENT_PENALTY_RULES[penaltySituation(query)], query.date ?? new Date());
}
