import { formatEuros } from '../format/format-number.ts';
import { legalDay } from './legal-day.ts';
import {
  BELGIAN_DURATION_TABLE_MINIMUM,
  legalCeilingUnder,
  type AmountBand,
  type BelgianCreditForm,
  type BelgianMaximumApr,
  type BelgianMaximumDuration,
  type CeilingQuery,
  type BelgianCeilings,
  type CeilingRules,
  type CreditKind,
  type FrenchUsuryCategory,
  type FrenchUsuryThreshold,
  type LegalCeiling,
} from './legal-ceiling-rule.ts';

/**
 * The legal ceilings on the APR (TAEG) and on the duration of a loan in each market, as dated data, each value
 * with where it comes from. A value we could not source is not here: for a day it would cover, the lookup says
 * the ceiling is not on file (`unknown`) and applies none, rather than a guessed or stale figure.
 *
 * France — taux d’usure (Code de la consommation, art. L. 314-6 and L. 314-9; Code monétaire et financier,
 * art. L. 313-5-1): each quarter the Banque de France computes the average APR of the previous quarter per
 * category, raised by a third, and the figures are published as an « avis relatif à l’application des
 * articles L. 314-6 et L. 314-9 du code de la consommation et L. 313-5-1 du code monétaire et financier » in the
 * Journal officiel, in the last days of the quarter before. Categories for natural persons (not acting for their
 * business): consumer credit by amount (3 000 € or less, more than 3 000 € to 6 000 €, more than 6 000 €) and
 * real-estate loans (which include works loans above 75 000 €): fixed rate under 10 years, 10 to under 20 years,
 * 20 years and more, variable rate, bridge loans. Sourced here: the four quarters from 1 April 2025 to
 * 31 March 2026, every figure read in at least two publications that reproduce the avis (cited per quarter; the
 * Journal officiel itself could not be reached). Left out: every quarter from 1 April 2026 on — we found no
 * publication of their figures — so from that day France's lookup answers `unknown`; and the quarters before
 * April 2025, which no page the site shows needs. France sets no maximum duration by law (the HCSF's 25-year
 * norm binds banks' lending as a whole, not each loan), so there is no duration ceiling.
 *
 * Belgium — TAEG maxima for consumer credit (Code de droit économique, book VII; arrêté royal du
 * 14 septembre 2016 relatif aux coûts, aux taux, à la durée et aux modalités de remboursement des contrats de
 * crédit soumis au livre VII, art. 12, in force since 1 April 2017, which took over the arrêté royal du
 * 4 août 1992): per form of credit and amount (1 250 € or less, more than 1 250 € to 5 000 €, more than
 * 5 000 €). They may change on 1 June and 1 December when the reference indices of March or September moved by
 * 0,75 point or more, announced by an avis of the SPF Économie in the Moniteur belge. Sourced here: the maxima
 * from 1 December 2023 (SPF Économie's own table), from 1 June 2025 (the SPF's announcement of that change
 * applied to the 2023 table; it agrees with the December 2025 table below) and from 1 December 2025 (Test-Achats'
 * table and the SPF's announcement). Left out: whether the maxima changed on 1 June 2026 — we found no
 * announcement either way — so from that day Belgium's APR lookup answers `unknown`. Belgian law sets no TAEG
 * maximum for mortgage credit, as far as we could find, so mortgages and bridge loans have none here.
 *
 * Belgium — maximum repayment periods (same arrêté royal, art. 13): every consumer credit except the credit
 * line (ouverture de crédit) must be repaid within a period set by its amount, from 18 months (200 € to 500 €) to
 * 240 months (more than 37 000 €). Sourced from the article's text (credit2consumer.be) and the FSMA's Wikifin,
 * which gives the band limits in whole euros (501 €, 2 501 €…, so each upper limit is included in its band).
 * Credits under 200 € fall outside the table and get no duration ceiling.
 *
 * Luxembourg — as far as we could find, no law fixes a maximum rate or APR (no usury threshold as in France,
 * no table of maxima as in Belgium) nor a maximum duration for consumer or mortgage credit. Directive (EU) 2023/2225 (art. 31), applicable from 20 November 2026, asks member states for measures
 * against excessive rates « such as caps »; the Luxembourg transposition could not be found, so whether it adds
 * a cap is not known. Until it is, Luxembourg has no ceiling here (and no `unknown`: we know of no ceiling in
 * law, which is what `unknown` would report).
 *
 * How one day's values apply to a loan is legal-ceiling-rule.ts, which holds no value; `ceilingRulesOn` words them.
 */

// ---------------------------------------------------------------------------------------------------------------
// France

/** The eight thresholds of one quarter, in the order of `FRENCH_CATEGORIES`. */
interface UsuryQuarter {
  validFrom: string;
  validUntil: string;
  thresholds: readonly [number, number, number, number, number, number, number, number];
  source: string;
}

const FRENCH_CATEGORIES: readonly FrenchUsuryCategory[] = [
  'consumer-up-to-3000',
  'consumer-3000-to-6000',
  'consumer-over-6000',
  'mortgage-fixed-under-10-years',
  'mortgage-fixed-10-to-20-years',
  'mortgage-fixed-20-years-and-more',
  'mortgage-variable',
  'bridge',
];

const USURY_AVIS =
  'avis relatif à l’application des articles L. 314-6 et L. 314-9 du code de la consommation et L. 313-5-1 du code monétaire et financier';

const usuryQuarters: readonly UsuryQuarter[] = [
  {
    validFrom: '2025-04-01',
    validUntil: '2025-06-30',
    thresholds: [23.24, 15.67, 8.63, 4.51, 5.45, 5.31, 5.64, 6.39],
    source:
      `Banque de France, seuils de l’usure du 2e trimestre 2025 (${USURY_AVIS}, JO de fin mars 2025), repris par ` +
      'https://www.remax360.fr/post/taux-d-usure-au-1er-juillet-2025-une-nouvelle-baisse-qui-pourrait-débloquer-certains-crédits-im (colonne T2 2025), ' +
      'https://www.banque.org/immobilier-nouveaux-taux-dusure-au-1er-juillet/ et ' +
      'https://ymanci.fr/regroupement-credits/actualites/credit-conso-les-taux-d-usure-effectifs-a-partir-de-juillet-2025',
  },
  {
    validFrom: '2025-07-01',
    validUntil: '2025-09-30',
    thresholds: [23.39, 15.79, 8.69, 4.32, 5.03, 5.08, 5.37, 6.31],
    source:
      `Banque de France, seuils de l’usure du 3e trimestre 2025 (${USURY_AVIS}, JO de fin juin 2025), repris par ` +
      'https://www.banque.org/immobilier-nouveaux-taux-dusure-au-1er-juillet/ et ' +
      'https://www.remax360.fr/post/taux-d-usure-au-1er-juillet-2025-une-nouvelle-baisse-qui-pourrait-débloquer-certains-crédits-im',
  },
  {
    validFrom: '2025-10-01',
    validUntil: '2025-12-31',
    thresholds: [23.49, 15.71, 8.73, 4.23, 4.71, 5.09, 5.25, 6.21],
    source:
      `Banque de France, seuils de l’usure du 4e trimestre 2025 (${USURY_AVIS}, JO du 30 septembre 2025), repris par ` +
      'https://www.boursedescredits.com/actualite-taux-usure-octobre-2025-nouveaux-plafonds-publies-28873.php, ' +
      'https://www.magnolia.fr/actualites/assurance-emprunteur/pret-immobilier-baisse-taux-usure-baisse-t4-2025-sauf-sur-20-ans et ' +
      'https://ymanci.fr/regroupement-credits/actualites/credits-conso-les-taux-d-usure-pour-le-dernier-trimestre-2025',
  },
  {
    validFrom: '2026-01-01',
    validUntil: '2026-03-31',
    thresholds: [23.56, 15.87, 8.67, 4.12, 4.59, 5.13, 4.99, 6.15],
    source:
      `Banque de France, seuils de l’usure du 1er trimestre 2026 (avis du 22 décembre 2025 ${USURY_AVIS.slice('avis '.length)}, JO de fin décembre 2025), repris par ` +
      'https://www.moneyvox.fr/credit/actualites/106883/pret-immobilier-voici-les-nouveaux-taux-que-les-banques-ne-peuvent-pas-depasser et ' +
      'https://www.immopret.fr/actualites/prets-immobiliers-et-consommation-les-nouveaux-taux-dusure-2026',
  },
];

/** Every sourced French usury threshold, oldest quarter first. */
export const frenchUsuryThresholds: readonly FrenchUsuryThreshold[] = usuryQuarters.flatMap((quarter) =>
  FRENCH_CATEGORIES.map((category, index) => ({
    validFrom: quarter.validFrom,
    validUntil: quarter.validUntil,
    category,
    maxApr: quarter.thresholds[index]!,
    source: quarter.source,
  })),
);

// ---------------------------------------------------------------------------------------------------------------
// Belgium

const BELGIAN_APR_BANDS: readonly AmountBand[] = [
  { above: 0, upTo: 1250 },
  { above: 1250, upTo: 5000 },
  { above: 5000, upTo: null },
];

const BELGIAN_FORMS: readonly BelgianCreditForm[] = ['instalment', 'creditLineWithCard', 'creditLineWithoutCard', 'leasing'];

/** One table of Belgian maxima: per form (order of `BELGIAN_FORMS`), the maxima of the three amount bands. */
interface BelgianAprTable {
  validFrom: string;
  validUntil: string;
  maxima: readonly (readonly [number, number, number])[];
  source: string;
}

const BELGIAN_APR_LAW = 'Code de droit économique, livre VII, et arrêté royal du 14 septembre 2016, art. 12';

const belgianAprTables: readonly BelgianAprTable[] = [
  {
    validFrom: '2023-12-01',
    validUntil: '2025-05-31',
    maxima: [
      [21.5, 16, 13],
      [18, 16, 15],
      [14, 13, 13],
      [15.5, 12, 11],
    ],
    source:
      `${BELGIAN_APR_LAW}\u202f; TAEG maxima au 1er décembre 2023 publiés par le SPF Économie ` +
      '(https://economie.fgov.be/nl/themas/financiele-diensten/consumentenkrediet/kredietkosten/maximale-tarieven, Moniteur belge du 17 octobre 2023)',
  },
  {
    validFrom: '2025-06-01',
    validUntil: '2025-11-30',
    maxima: [
      [20.5, 15.5, 13],
      [16.5, 14.5, 13.5],
      [12.5, 11.5, 11.5],
      [14.5, 11.5, 11],
    ],
    source:
      `${BELGIAN_APR_LAW}\u202f; baisse au 1er juin 2025 annoncée par le SPF Économie (ouvertures de crédit −1,5 point, ` +
      'prêts, ventes à tempérament et crédit-bail −1 point jusqu’à 1\u202f250\u00a0€, −0,5 point de 1\u202f250\u00a0€ à 5\u202f000\u00a0€, inchangés au-delà\u00a0: ' +
      'https://news.economie.fgov.be/250394-baisse-des-tarifs-maximaux-des-credits-a-la-consommation) appliquée aux maxima du 1er décembre 2023',
  },
  {
    validFrom: '2025-12-01',
    // The next possible revision: whether the maxima changed on 1 June 2026 could not be found.
    validUntil: '2026-05-31',
    maxima: [
      [20.5, 15.5, 12],
      [16.5, 14.5, 13.5],
      [12.5, 11.5, 11.5],
      [14.5, 11.5, 10],
    ],
    source:
      `${BELGIAN_APR_LAW}\u202f; TAEG maxima au 1er décembre 2025 (https://news.economie.fgov.be/258341-nouvelle-baisse-des-tarifs-maximaux-des-credits-a-la-consommation, ` +
      'tableau de https://www.test-achats.be/argent/prets-personnels/news/taeg-maxima-pour-le-credit-a-la-consommation)',
  },
];

/** Every sourced Belgian TAEG maximum, oldest first. */
export const belgianMaximumAprs: readonly BelgianMaximumApr[] = belgianAprTables.flatMap((table) =>
  BELGIAN_FORMS.flatMap((form, formIndex) =>
    BELGIAN_APR_BANDS.map((band, bandIndex) => ({
      validFrom: table.validFrom,
      validUntil: table.validUntil,
      form,
      band,
      maxApr: table.maxima[formIndex]![bandIndex]!,
      source: table.source,
    })),
  ),
);

/** The arrêté royal du 14 septembre 2016 applies from 1 April 2017 (its art. 16; Conseil d’État, Reflex). */
const BELGIAN_DURATIONS_FROM = '2017-04-01';

const BELGIAN_DURATION_SOURCE =
  'Arrêté royal du 14 septembre 2016, art. 13 (https://credit2consumer.be/fr/article/ar-taeg-art-13-et-14-delais-maxima\u202f; ' +
  'bornes en euros entiers\u00a0: https://www.wikifin.be/fr/thematiques/emprunter/credits-la-consommation/pret-temperament)';

/** Maximum repayment periods of Belgian consumer credit other than credit lines, by amount. */
export const belgianMaximumDurations: readonly BelgianMaximumDuration[] = (
  [
    [0, 500, 18],
    [500, 2500, 24],
    [2500, 3700, 30],
    [3700, 5600, 36],
    [5600, 7500, 42],
    [7500, 10_000, 48],
    [10_000, 15_000, 60],
    [15_000, 20_000, 84],
    [20_000, 37_000, 120],
    [37_000, null, 240],
  ] as const
).map(([above, upTo, maxMonths]) => ({
  validFrom: BELGIAN_DURATIONS_FROM,
  band: { above, upTo },
  maxMonths,
  source: BELGIAN_DURATION_SOURCE,
}));

// ---------------------------------------------------------------------------------------------------------------
// Lookup

// Wording

const FRENCH_CATEGORY_LABELS: Readonly<Record<FrenchUsuryCategory, string>> = {
  'consumer-up-to-3000': `les crédits à la consommation de ${formatEuros(3000, 0)} ou moins`,
  'consumer-3000-to-6000': `les crédits à la consommation de plus de ${formatEuros(3000, 0)} à ${formatEuros(6000, 0)}`,
  'consumer-over-6000': `les crédits à la consommation de plus de ${formatEuros(6000, 0)}`,
  'mortgage-fixed-under-10-years': 'les prêts immobiliers à taux fixe de moins de 10\u00a0ans',
  'mortgage-fixed-10-to-20-years': 'les prêts immobiliers à taux fixe de 10\u00a0ans à moins de 20\u00a0ans',
  'mortgage-fixed-20-years-and-more': 'les prêts immobiliers à taux fixe de 20\u00a0ans et plus',
  'mortgage-variable': 'les prêts immobiliers à taux variable',
  bridge: 'les prêts relais',
};

/** '2026-11-26' → '4e trimestre 2026'. */
function quarterName(day: string): string {
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  return `${quarter === 1 ? '1er' : `${quarter}e`} trimestre ${day.slice(0, 4)}`;
}

function bandWords(band: AmountBand): string {
  if (band.upTo === null) return `de plus de ${formatEuros(band.above, 0)}`;
  if (band.above === 0) return `de ${formatEuros(band.upTo, 0)} ou moins`;
  return `de plus de ${formatEuros(band.above, 0)} à ${formatEuros(band.upTo, 0)}`;
}

const BELGIAN_FORM_LABELS: Readonly<Record<BelgianCreditForm, string>> = {
  instalment: 'des prêts et ventes à tempérament',
  creditLineWithCard: 'des ouvertures de crédit avec carte',
  creditLineWithoutCard: 'des ouvertures de crédit sans carte',
  leasing: 'des crédits-bails',
};

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** '2026-06-01' → '1er juin 2026'. */
function frenchDate(day: string): string {
  const dayOfMonth = Number(day.slice(8, 10));
  return `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${FRENCH_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** The French usury categories a loan of each kind can fall in (legal-ceiling-rule.ts `frenchCategory`). */
const FRENCH_CATEGORIES_OF: Readonly<Record<CreditKind, readonly FrenchUsuryCategory[]>> = {
  consumer: ['consumer-up-to-3000', 'consumer-3000-to-6000', 'consumer-over-6000'],
  mortgage: ['mortgage-fixed-under-10-years', 'mortgage-fixed-10-to-20-years', 'mortgage-fixed-20-years-and-more', 'mortgage-variable'],
  bridge: ['bridge'],
};

const CREDIT_KINDS: readonly CreditKind[] = ['consumer', 'mortgage', 'bridge'];

/**
 * The ceilings in force on the legal day of `date` (see `legalDay`) for loans of `kinds` (every kind unless told),
 * worded: every entry of the tables that applies that day, in the tables' order, with the sentences for what is not
 * on file. Plain data a page can send to the browser (legal-ceiling-rule.ts `CeilingRules`).
 */
export function ceilingRulesOn(date: Date, kinds: readonly CreditKind[] = CREDIT_KINDS): CeilingRules {
  const day = legalDay(date);
  const frenchUsury = Object.fromEntries(
    FRENCH_CATEGORIES.filter((category) => kinds.some((kind) => FRENCH_CATEGORIES_OF[kind].includes(category))).map((category) => {
      const threshold = frenchUsuryThresholds.find(
        (entry) => entry.category === category && entry.validFrom <= day && day <= entry.validUntil,
      );
      return [
        category,
        threshold === undefined
          ? {
              unknown: `Le taux d’usure du ${quarterName(day)} pour ${FRENCH_CATEGORY_LABELS[category]} n’est pas dans nos données\u00a0: aucun plafond n’est appliqué.`,
            }
          : {
              value: threshold.maxApr,
              source: threshold.source,
              label: `taux d’usure du ${quarterName(threshold.validFrom)} pour ${FRENCH_CATEGORY_LABELS[category]}`,
            },
      ];
    }),
  ) as CeilingRules['frenchUsury'];
  const belgianAprs = Object.fromEntries(
    BELGIAN_FORMS.map((form) => [
      form,
      belgianMaximumAprs
        .filter((entry) => entry.form === form && entry.validFrom <= day && (entry.validUntil === undefined || day <= entry.validUntil))
        .map((entry) => ({
          band: entry.band,
          ceiling: {
            value: entry.maxApr,
            source: entry.source,
            label: `TAEG maximal légal belge ${BELGIAN_FORM_LABELS[form]} ${bandWords(entry.band)}`,
          },
        })),
    ]),
  ) as BelgianCeilings['aprs'];
  const belgianDurations = belgianMaximumDurations
    .filter((entry) => entry.validFrom <= day)
    .map((entry) => {
      // The first band starts at the table's minimum, not at zero.
      const bandText =
        entry.band.above === 0
          ? `de ${formatEuros(BELGIAN_DURATION_TABLE_MINIMUM, 0)} à ${formatEuros(entry.band.upTo, 0)}`
          : bandWords(entry.band);
      return {
        band: entry.band,
        ceiling: {
          value: entry.maxMonths,
          source: entry.source,
          label: `durée maximale légale belge des crédits à la consommation ${bandText}`,
        },
      };
    });
  return {
    day,
    kinds: [...kinds],
    frenchUsury,
    belgian: kinds.includes('consumer')
      ? {
          aprs: belgianAprs,
          durations: belgianDurations,
          unknownApr: `Le TAEG maximal légal belge en vigueur le ${frenchDate(day)} n’est pas dans nos données\u00a0: aucun plafond de TAEG n’est appliqué.`,
          unknownDuration: `La durée maximale légale belge en vigueur le ${frenchDate(day)} n’est pas dans nos données\u00a0: aucune durée maximale n’est appliquée.`,
        }
      : null,
  };
}

export interface LegalCeilingQuery extends CeilingQuery {
  /** The day the loan would be granted (read as a day in Luxembourg, Belgium and France: see `legalDay`). */
  date: Date;
}

/**
 * The legal APR and duration ceilings of a loan: its market, the day it would be granted, its kind, amount and
 * duration (legal-ceiling-rule.ts `legalCeilingUnder`, on the values in force that day). A ceiling that exists in
 * law but has no sourced value for that day is left null and `unknown` says why, so that callers apply nothing
 * rather than a guess.
 */
export function legalCeilingFor({ date, ...loan }: LegalCeilingQuery): LegalCeiling {
  return legalCeilingUnder(ceilingRulesOn(date, [loan.kind]), loan);
}
