import type { Country } from '../finance/country-rule.ts';
import { versionInForce } from '../finance/country-rules.ts';

/**
 * How a lender of each country counts the income of a borrower who lives or works in another of the three
 * countries (the usual case: living in France or Belgium, working in Luxembourg), as dated data per lender country.
 *
 * What we found, read on 2026-11-28 from stored copies of the pages cited:
 * - No law or supervisor of the three countries sets how much of a foreign salary a lender counts. The debt-ratio
 *   caps are computed on the borrower's net income (France: HCSF decision D-HCSF-2021-7, binding since
 *   1 January 2022, « taux d'effort » on net income, economie.gouv.fr « Mesure relative à l'octroi de crédits
 *   immobiliers »; Belgium: the NBB's expectations NBB_2019_27 measure DSTI on net income; Luxembourg: no legal
 *   cap, the bank's own analysis under the law of 23 December 2016, abbl.lu « Mortgage loan »).
 * - Luxembourg's CSSF Regulation 20-08 caps the loan-to-value of loans on residential property in Luxembourg; we read
 *   its scope in the CSSF's and brokers' presentations (the property's location, not the borrower's residence), not
 *   in the regulation's own text.
 * - Luxembourg lenders finance cross-border workers « régulièrement », with a « analyse de solvabilité renforcée »
 *   and extra documents (certificate of tax residence, foreign tax returns), sometimes extra guarantees
 *   (mortgage.lu, « Acheter un bien au Luxembourg en tant que frontalier »); « certains établissements sont plus
 *   souples pour les résidents frontaliers » (mortgage.lu, « Crédit au Luxembourg »).
 * - Some French banks lend to non-residents « avec plus d'apport » (fia.lu, « Quelles sont les banques qui prêtent
 *   aux non-résidents ? », updated 27 September 2025). A salary paid in Luxembourg is in euros: no exchange-rate
 *   haircut applies, unlike a Swiss salary.
 * - For Belgian lenders and a Luxembourg salary, no published source was found. Searched again on 2026-11-28
 *   (stored pages: banks', brokers' and savers' guides on cross-border mortgages): guide-epargne.be, « Puis-je
 *   contracter un prêt hypothécaire en Belgique si j'habite à l'étranger ? », quotes KBC asking for « des revenus
 *   réguliers en euros » of a borrower living abroad, and says nothing of a share of the salary left out; the
 *   Luxembourg and French guides found give debt-ratio limits, not a share. No law or supervisor's text found either.
 *
 * So no source gives a share of the salary that a lender leaves out: every version counts the net salary in full
 * (`countedShare` 1) and says, in `unconfirmed`, that this is our assumption. A sourced haircut would be a new
 * version with its own `validFrom`, never an edit of these.
 */

/** What a lender of one country counts, and where that comes from. */
export interface CrossBorderIncomeRule {
  /** First day the version applies, 'YYYY-MM-DD'. */
  validFrom: string;
  /** The share of the borrower's net salary the lender counts when it is paid in another country (1 = in full). */
  countedShare: number;
  /** What the lender counts, one French sentence for the page. */
  summary: string;
  /** What it asks of a borrower who does not live in its country, one French sentence for the page. */
  nonResident: string;
  /** Where the figure comes from, in French, as the page shows it. */
  source: string;
  /** What we could not confirm, in French; absent when the figure is the text of a rule. */
  unconfirmed?: string;
}

/** The versions in force on one day, by the lender's country: plain data a page can send to the browser. */
export type CrossBorderIncomeRules = Readonly<Record<Country, CrossBorderIncomeRule>>;

const NO_HAIRCUT_FOUND =
  'Aucun texte ni barème publié ne dit quelle part d’un salaire versé dans un autre pays ce prêteur retient\u00a0: nous comptons votre salaire net en entier.';

const VERSIONS: Readonly<Record<Country, readonly CrossBorderIncomeRule[]>> = {
  LUX: [
    {
      // CSSF Regulation 20-08, in force 1 January 2021 (country-rules.ts); the frontalier practice from mortgage.lu.
      validFrom: '2021-01-01',
      countedShare: 1,
      summary:
        'Un prêteur luxembourgeois retient votre salaire net, versé au Luxembourg ou ailleurs, et lui applique sa propre limite d’endettement. Le plafond de quotité du règlement CSSF 20-08 vaut pour un logement situé au Luxembourg, que vous y habitiez ou non.',
      nonResident:
        'Si vous n’habitez pas au Luxembourg, il demande en plus un certificat de résidence fiscale et vos avis d’impôt étrangers, parfois une garantie de plus.',
      source:
        'mortgage.lu, «\u202fAcheter un bien au Luxembourg en tant que frontalier\u202f» et «\u202fCrédit au Luxembourg\u202f»\u202f; règlement CSSF N° 20-08 (en vigueur le 1er janvier 2021)',
      unconfirmed: `${NO_HAIRCUT_FOUND} Portée du règlement CSSF 20-08 lue dans ses présentations, pas dans son texte.`,
    },
  ],
  BE: [
    {
      // NBB expectations NBB_2019_27, in force 1 January 2020 (country-rules.ts). No source on a Luxembourg salary.
      validFrom: '2020-01-01',
      countedShare: 1,
      summary:
        'Un prêteur belge retient vos revenus nets, y compris un salaire versé au Luxembourg, et leur applique sa limite d’endettement et les attentes de la Banque nationale de Belgique.',
      nonResident: 'Nous n’avons trouvé aucune source publiée sur ce qu’il demande à un emprunteur qui n’habite pas en Belgique.',
      source: 'BNB, attentes prudentielles pour le crédit hypothécaire (circulaire NBB_2019_27, en vigueur le 1er janvier 2020)',
      unconfirmed: `${NO_HAIRCUT_FOUND} Aucune source trouvée sur le traitement d’un salaire luxembourgeois par les banques belges.`,
    },
  ],
  FR: [
    {
      // HCSF decision D-HCSF-2021-7, binding from 1 January 2022 (country-rules.ts); non-residents from fia.lu.
      validFrom: '2022-01-01',
      countedShare: 1,
      summary:
        'Un prêteur français retient vos revenus nets, y compris un salaire versé au Luxembourg (en euros, donc sans risque de change), et leur applique la limite du HCSF\u00a0: 35\u00a0% assurance comprise.',
      nonResident: 'Si vous n’habitez pas en France, certaines banques françaises vous prêtent, mais avec plus d’apport.',
      source:
        'HCSF, décision D-HCSF-2021-7 du 29 septembre 2021 (taux d’effort sur les revenus nets, en vigueur le 1er janvier 2022)\u202f; fia.lu, «\u202fQuelles sont les banques qui prêtent aux non-résidents\u202f?\u202f» (27 septembre 2025)',
      unconfirmed: NO_HAIRCUT_FOUND,
    },
  ],
};

/** Each lender country's rule in force on `date` (read as in `versionInForce`). */
export function crossBorderIncomeRulesOn(date: Date): CrossBorderIncomeRules {
  return { LUX: versionInForce(VERSIONS.LUX, date), BE: versionInForce(VERSIONS.BE, date), FR: versionInForce(VERSIONS.FR, date) };
}
