import { calendarDay, versionInForce } from '../finance/country-rules.ts';

/**
 * Luxembourg's individual housing aids for a buyer, as dated data: the loi du 7 août 2023 relative aux aides
 * individuelles au logement, in force on 1 September 2023, and its text as amended from 1 June 2024. The computation
 * is finance/luxembourg-housing-aids-rule.ts `luxembourgHousingAidsUnder`. Only what the texts let us compute is
 * computed; the rest is described, and the page says why.
 *
 * The law itself, read on 2026-11-28 in Legilux's consolidated versions (the official XML, stored byte for byte in
 * the public repository SFHAJJI/lex-corpus-lu-legilux, work loi-2023-08-07-a554):
 * - version applicable from 1 October 2023 (valid to 31 December 2023),
 *   https://legilux.public.lu/eli/etat/leg/loi/2023/08/07/a554/consolide/20231001/fr ;
 * - version applicable from 1 June 2024, https://legilux.public.lu/eli/etat/leg/loi/2023/08/07/a554/consolide/20240601/fr,
 *   whose articles 13, 14 and 21 (among others) carry the date 2024-06-01 ;
 * - version applicable from 4 January 2026, https://legilux.public.lu/eli/etat/leg/loi/2023/08/07/a554/consolide/20260104/fr
 *   (same figures as 1 June 2024 for everything below).
 * The consolidated version applicable from 1 January 2024 to 31 May 2024 is not in that copy: we date the second
 * version from 1 June 2024, the date its articles carry, and cannot say whether the annexes changed on 1 January 2024.
 *
 * - Prime d'accession à la propriété (art. 16 and annexe III): a = AS − (r − RI) / (RS − RI) × (AS − AI), at most AS,
 *   where r is the household's net yearly income « ramené au nombre indice 100 du coût de la vie (indice moyen
 *   annuel) », AS and AI the largest and smallest bonus, RI and RS the incomes (at index 100) for the largest and the
 *   smallest; +15 % for a semi-detached house, +40 % for a flat in co-ownership or a terraced house (art. 16 (1)).
 *   AS 5 000 / 7 000 / 8 000 / 9 000 / 10 000 € (+1 000 € a child beyond three), AI 500 €, RI 2 805 / 4 207 / 5 329 /
 *   6 451 / 7 573 (+841), for a person alone, a household without child, with 1, 2, 3 children; RS 5 042 / 6 003 /
 *   7 083 / 8 015 / 8 709 (+968) in 2023, 5 485 / 8 227 / 10 421 / 12 615 / 14 809 (+1 645) from 1 June 2024.
 * - Subvention d'intérêt (art. 19 to 23 and annexe IV): the same formula for the rate, rounded down to an eighth of a
 *   point; AI 0,25 %, AS 2,45 % in 2023 (art. 21: « taux-plafond fixé à 3 pour cent ») and 3,50 % from 1 June 2024
 *   (« taux-plafond fixé à 3,5 pour cent »); RI as above; RS 3 913 / 6 003 / 7 083 / 8 015 / 8 709 (+968) in 2023,
 *   as the bonus's from 1 June 2024. Loans counted up to 200 000 €, + 20 000 € a dependent child, at most 280 000 €
 *   (art. 22); below a loan rate of 1,5 % the subsidy rate is reduced (art. 21, second paragraph, not modelled).
 *   guichet.public.lu says the same of the loan counted and « entre 0,25 % et 3,50 % »; its older page
 *   (https://guichet.public.lu/fr/citoyens/logement/construction/aides-interet/subvention-interet.html, modified
 *   6 September 2023) « entre 0,25 % et 2,45 % »: the 2023 text.
 *   What we could not find is the yearly average of the cost-of-living index that brings an income in euros to
 *   index 100: without it neither scale can be applied to the visitor's income, so the bonus is given as the
 *   household's range (AI to AS) and the subsidy at its lowest and highest rate.
 * - Bonification d'intérêt: not in the law of 7 August 2023; its transitional article keeps it only for files under
 *   the law of 1979. guichet.public.lu: « la bonification d'intérêt n'est plus allouée » since 1 September 2023.
 * - Garantie de l'État (art. 12 to 15): « porte sur la partie du prêt qui dépasse les 60 pour cent du coût du projet
 *   relatif au logement, sans pouvoir dépasser 30 pour cent dudit coût » in 2023, « 40 pour cent » from 1 June 2024
 *   (art. 14 (1)); at most 26 000 € at index 100 of the construction price index (art. 14 (1)), i.e. 294 824,40 € at
 *   the 2023 index 1133,94 (guichet.public.lu, « Garantie de l'État pour contracter un prêt au logement »; 26 000 ×
 *   11,3394). Income limit (art. 13 (1), 5°): 9 400 € (one applicant) and 11 200 € (several) at index 100 of the
 *   cost of living in 2023, 10 610 € and 14 690 € from 1 June 2024; guichet.public.lu (English page) gave the 2023
 *   limits in euros for 2022: 81 936,04 € and 97 625,92 € (index 871,66). For the 2024 limits we found no value in
 *   euros: they are shown at index 100, not compared with the visitor's income.
 */

/** One household's line of a scale (annexes III and IV): incomes are net, yearly, at index 100 of the cost of living. */
export interface LuxembourgAidScaleRow {
  /** The bonus (euros) or the rate (% a year) at or below `incomeForMaximum`. */
  maximum: number;
  /** The bonus or rate at `incomeForMinimum`; above it, none. */
  minimum: number;
  incomeForMaximum: number;
  incomeForMinimum: number;
}

/** A scale of the law's annexes: rows for a person alone, a household without child, with 1, 2 and 3 children. */
export interface LuxembourgAidScale {
  single: LuxembourgAidScaleRow;
  couple: LuxembourgAidScaleRow;
  /** With 1, 2 and 3 dependent children. */
  children: readonly [LuxembourgAidScaleRow, LuxembourgAidScaleRow, LuxembourgAidScaleRow];
  /** Added for each child beyond three (the minimum does not change). */
  perExtraChild: { maximum: number; incomeForMaximum: number; incomeForMinimum: number };
}

export interface LuxembourgHousingAidRules {
  /** First day, 'YYYY-MM-DD'. */
  validFrom: string;
  /** The law, in French, as the page shows it. */
  source: string;
  accessionBonus: {
    /** Annexe III, euros. */
    scale: LuxembourgAidScale;
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
    /** Annexe IV, % a year: the same lowest and highest rate for every household. */
    scale: LuxembourgAidScale;
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
    /** Net yearly income limits of the law, at index 100 of the cost of living (one applicant, several). */
    incomeLimitAtIndex100: { single: number; several: number };
    /** The same limits in euros as published for a year, or null where we found none. */
    incomeLimitInEuros: { single: number; several: number; year: number; index: string } | null;
    source: string;
  };
  /** What we could not confirm or compute, in French, for the page. */
  unconfirmed: string;
}

const LAW = 'Loi du 7 août 2023 relative aux aides individuelles au logement';
const RI = { single: 2_805, couple: 4_207, children: [5_329, 6_451, 7_573], perExtraChild: 841 } as const;

/** A scale from its lowest and highest values and its RS column (RI is the same in every version). */
function scale(
  maximums: readonly [number, number, number, number, number, number],
  minimum: number,
  incomeForMinimum: readonly [number, number, number, number, number, number],
): LuxembourgAidScale {
  const row = (at: number, incomeForMaximum: number): LuxembourgAidScaleRow => ({
    maximum: maximums[at] as number,
    minimum,
    incomeForMaximum,
    incomeForMinimum: incomeForMinimum[at] as number,
  });
  return {
    single: row(0, RI.single),
    couple: row(1, RI.couple),
    children: [row(2, RI.children[0]), row(3, RI.children[1]), row(4, RI.children[2])],
    perExtraChild: { maximum: maximums[5], incomeForMaximum: RI.perExtraChild, incomeForMinimum: incomeForMinimum[5] },
  };
}

const BONUS_MAXIMUMS = [5_000, 7_000, 8_000, 9_000, 10_000, 1_000] as const;
const ACCESSION_BONUS = {
  flatOrTerracedIncreasePercent: 40,
  semiDetachedIncreasePercent: 15,
  source: `${LAW}, art.\u00a016 et annexe\u00a0III`,
};
const SUBSIDY_LOANS = { loanCeiling: 200_000, perChild: 20_000, maximumLoan: 280_000 };
const GUARANTEE = {
  fromPercentOfCost: 60,
  maximumAmount: 294_824.4,
  maximumAmountIndex: '26\u202f000\u00a0€ à l’indice 100 des prix de la construction, soit à l’indice 1133,94 de 2023',
  source: `${LAW}, art.\u00a013 et 14\u202f; guichet.public.lu, «\u202fGarantie de l’État pour contracter un prêt au logement\u202f»`,
};
const INTEREST_BONUS = {
  endedOn: '2023-09-01',
  source: 'guichet.public.lu, «\u202fDemander une bonification d’intérêt\u202f» (plus allouée depuis le 1er septembre 2023)',
};
const NO_INDEX =
  'La moyenne annuelle de l’indice du coût de la vie, qui ramène un revenu en euros à l’indice 100 des barèmes de la loi, n’a pas été trouvée\u00a0: nous ne pouvons pas appliquer ces barèmes à votre revenu. La prime d’accession est donc donnée de son minimum à son maximum pour votre ménage, et la subvention d’intérêt à son taux le plus bas et le plus haut.';

/** Versions, oldest first: the law as in force on 1 September 2023, then as amended from 1 June 2024. */
export const LUXEMBOURG_HOUSING_AID_RULES: readonly LuxembourgHousingAidRules[] = [
  {
    validFrom: '2023-09-01',
    source: `${LAW} (en vigueur le 1er septembre 2023)`,
    accessionBonus: { ...ACCESSION_BONUS, scale: scale(BONUS_MAXIMUMS, 500, [5_042, 6_003, 7_083, 8_015, 8_709, 968]) },
    interestSubsidy: {
      ...SUBSIDY_LOANS,
      scale: scale([2.45, 2.45, 2.45, 2.45, 2.45, 0], 0.25, [3_913, 6_003, 7_083, 8_015, 8_709, 968]),
      source: `${LAW}, art.\u00a019 à 23 et annexe\u00a0IV`,
    },
    interestBonus: INTEREST_BONUS,
    stateGuarantee: {
      ...GUARANTEE,
      maximumPercentOfCost: 30,
      incomeLimitAtIndex100: { single: 9_400, several: 11_200 },
      incomeLimitInEuros: { single: 81_936.04, several: 97_625.92, year: 2022, index: '871,66' },
    },
    unconfirmed: `${NO_INDEX} Le plafond de revenu de la garantie de l’État est celui publié en euros pour 2022, indexé depuis.`,
  },
  {
    validFrom: '2024-06-01',
    source: `${LAW}, version consolidée applicable au 1er juin 2024`,
    accessionBonus: { ...ACCESSION_BONUS, scale: scale(BONUS_MAXIMUMS, 500, [5_485, 8_227, 10_421, 12_615, 14_809, 1_645]) },
    interestSubsidy: {
      ...SUBSIDY_LOANS,
      scale: scale([3.5, 3.5, 3.5, 3.5, 3.5, 0], 0.25, [5_485, 8_227, 10_421, 12_615, 14_809, 1_645]),
      source: `${LAW}, art.\u00a019 à 23 et annexe\u00a0IV`,
    },
    interestBonus: INTEREST_BONUS,
    stateGuarantee: {
      ...GUARANTEE,
      maximumPercentOfCost: 40,
      incomeLimitAtIndex100: { single: 10_610, several: 14_690 },
      incomeLimitInEuros: null,
    },
    unconfirmed: `${NO_INDEX} Pour la même raison, le plafond de revenu de la garantie de l’État (10\u202f610 ou 14\u202f690 à l’indice 100) n’est pas comparé au vôtre.`,
  },
];

/** The aids in force on `date`, or null before the law of 7 August 2023 (the earlier aids are not modelled). */
export function luxembourgHousingAidRulesOn(date: Date): LuxembourgHousingAidRules | null {
  return calendarDay(date) >= '2023-09-01' ? versionInForce(LUXEMBOURG_HOUSING_AID_RULES, date) : null;
}
