import { calendarDay } from '../finance/country-rules.ts';

/**
 * Luxembourg's individual housing aids for a buyer, as dated data: the loi du 7 août 2023 relative aux aides
 * individuelles au logement, in force on 1 September 2023. The computation is
 * finance/luxembourg-housing-aids-rule.ts `luxembourgHousingAidsUnder`. Only what the published figures let us
 * compute is computed; the rest is described, and the page says why.
 *
 * Sources, read on 2026-11-27 from stored copies:
 * - Prime d'accession à la propriété: https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-capital/prime-construction-acquisition.html
 *   « fixé en fonction de la composition et du revenu de votre communauté domestique et peut varier entre 500 et
 *   10.000 euros. […] logement en copropriété ou une maison en rangée, la prime est augmentée de 40 %. […] maison
 *   jumelée, […] 15 % ». The scale by income and household (in the règlement grand-ducal) was NOT found: the bonus
 *   is NOT computed, only its range is shown.
 * - Subvention d'intérêt: https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-interet/subvention-interet.html
 *   « les prêts hypothécaires sont pris en considération jusqu'à concurrence de 200.000 euros. Ce montant est
 *   augmenté de 20.000 euros par enfant à charge. Le montant maximal à subventionner est plafonné à 280.000 euros.
 *   Le taux […] est fixé en fonction du revenu et de la composition de votre communauté domestique et peut varier
 *   entre 0,25 % et 3,50 % ». The rate scale was NOT found: we compute the loan counted and the monthly subsidy at
 *   the lowest and highest rate, never one rate.
 * - Bonification d'intérêt: https://guichet.public.lu/fr/citoyens/logement/construction/aides-interet/bonification-interet.html
 *   « La loi sur les aides au logement a changé depuis le 1er septembre 2023 et la bonification d'intérêt n'est
 *   plus allouée » (children now raise the subvention's loan ceiling instead). Nothing to compute.
 * - Garantie de l'État: https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-capital/garantie-etat.html
 *   « Le montant maximum de la garantie de l'État ne peut pas dépasser la somme de 294.824,40 euros (valeur à
 *   l'indice moyen annuel des prix de la construction 1133,94 de l'année 2023) »; savings of at least 1 000 € a
 *   year over 3 years. The share guaranteed: « La garantie de l'État porte sur la partie du prêt qui dépasse les
 *   60 % du coût total de l'investissement sans pour autant pouvoir dépasser les 30 % »
 *   (https://bureau-godin.lu/l-agence/actualite-de-l-agence/27-demander-la-garantie-de-l-etat-pour-contracter-un-pret-au-logement,
 *   and the English guichet page https://guichet.public.lu/en/citoyens/logement/acquisition/aides-capital/garantie-etat.html).
 *   Income limit: 9 400 € (one applicant) and 11 200 € (several) at index 100, i.e. 81 936,04 € and 97 625,92 € at
 *   index 871,66 for 2022 (English guichet page). The index value of later years was NOT found: the 2022 limits
 *   are shown, not applied.
 */

export interface LuxembourgHousingAidRules {
  /** First day, 'YYYY-MM-DD'. */
  validFrom: string;
  /** The law, in French, as the page shows it. */
  source: string;
  accessionBonus: {
    minimum: number;
    maximum: number;
    /** Increase for a flat in co-ownership or a terraced house, %. */
    flatOrTerracedIncreasePercent: number;
    /** Increase for a semi-detached house, %. */
    semiDetachedIncreasePercent: number;
    source: string;
  };
  interestSubsidy: {
    /** Loan counted for a household without children. */
    loanCeiling: number;
    /** Added per dependent child. */
    perChild: number;
    /** The loan counted never exceeds this. */
    maximumLoan: number;
    /** The rate, by income and household, lies between these (% a year); the scale itself was not found. */
    minimumRatePercent: number;
    maximumRatePercent: number;
    source: string;
  };
  interestBonus: { endedOn: string; source: string };
  stateGuarantee: {
    /** The guarantee covers the loan above this share of the cost, %. */
    fromPercentOfCost: number;
    /** … up to this share of the cost, %. */
    maximumPercentOfCost: number;
    maximumAmount: number;
    /** The index and year `maximumAmount` is valued at, in French. */
    maximumAmountIndex: string;
    /** Net income limits published for 2022 (one applicant, several). */
    incomeLimit2022: { single: number; several: number };
    source: string;
  };
  /** What we could not confirm or compute, in French, for the page. */
  unconfirmed: string;
}

const LAW_OF_7_AUGUST_2023: LuxembourgHousingAidRules = {
  validFrom: '2023-09-01',
  source: 'Loi du 7 août 2023 relative aux aides individuelles au logement (en vigueur le 1er septembre 2023)',
  accessionBonus: {
    minimum: 500,
    maximum: 10_000,
    flatOrTerracedIncreasePercent: 40,
    semiDetachedIncreasePercent: 15,
    source: 'guichet.public.lu, «\u202fPrime d’accession à la propriété\u202f»',
  },
  interestSubsidy: {
    loanCeiling: 200_000,
    perChild: 20_000,
    maximumLoan: 280_000,
    minimumRatePercent: 0.25,
    maximumRatePercent: 3.5,
    source: 'guichet.public.lu, «\u202fSubvention d’intérêt\u202f»',
  },
  interestBonus: { endedOn: '2023-09-01', source: 'guichet.public.lu, «\u202fDemander une bonification d’intérêt\u202f»' },
  stateGuarantee: {
    fromPercentOfCost: 60,
    maximumPercentOfCost: 30,
    maximumAmount: 294_824.4,
    maximumAmountIndex: 'indice moyen des prix de la construction 1133,94 de 2023',
    incomeLimit2022: { single: 81_936.04, several: 97_625.92 },
    source: 'guichet.public.lu, «\u202fGarantie de l’État pour contracter un prêt au logement\u202f»',
  },
  unconfirmed:
    'Le barème de la prime d’accession (selon le revenu et le ménage) et celui du taux de la subvention d’intérêt n’ont pas pu être confirmés\u00a0: nous ne calculons pas la prime, et la subvention n’est donnée qu’entre son taux le plus bas et le plus haut. Le plafond de revenu de la garantie de l’État est celui publié pour 2022, indexé depuis.',
};

/** The aids in force on `date`, or null before the law of 7 August 2023 (the earlier aids are not modelled). */
export function luxembourgHousingAidRulesOn(date: Date): LuxembourgHousingAidRules | null {
  return calendarDay(date) >= LAW_OF_7_AUGUST_2023.validFrom ? LAW_OF_7_AUGUST_2023 : null;
}
