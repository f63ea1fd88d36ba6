import { versionInForce } from '../finance/country-rules.ts';

/**
 * What the law lets a variable rate of a mortgage do, per country, as dated data: how often it may move, what it
 * follows, and how far it may rise. Read on 2026-11-27 from stored copies of the pages cited; where a text could
 * not be read, the entry says so and the page repeats it. Nothing here is guessed: a limit we could not source is
 * left out (`null`), and the page says the law sets none that we know of.
 *
 * Belgium — Code de droit économique, art. VII.143 (mortgage credit; it took over art. 9 of the loi du 4 août 1992
 * relative au crédit hypothécaire). What we read of its text, in French and Dutch on credit2consumer.be (pages
 * « VII.143, § 2 à 6 : Taux variables » and « Artikel VII.143, § 3 »): any clause that lets the rates or costs
 * change is deemed unwritten save as the article allows (§ 2); if the periodic rate is variable there is one rate
 * per contract, and « 1° le taux périodique doit fluctuer tant à la hausse qu'à la baisse; 2° le taux périodique
 * ne peut varier qu'à l'expiration de périodes déterminées, qui ne peuvent être inférieures à un an; 3° la
 * variation du taux périodique doit être liée aux fluctuations d'un indice de référence pris parmi une série
 * d'indices de référence en fonction de la durée des périodes de variation du taux débiteur » (the list set by the
 * King); « 6° à l'expiration des périodes […], le taux périodique afférent à la nouvelle période est égal au taux
 * débiteur initial augmenté de la différence entre la valeur de l'indice de référence publié [au cours du mois
 * civil précédant la date de la variation] et la valeur initiale de cet indice » (the end of 6° from the Dutch text
 * of § 3). The reference indices A (certificats de trésorerie à 12 mois) to J (obligations linéaires à 10 ans) are
 * published every month in the Moniteur belge by the Agence fédérale de la Dette (SPF Finances), under the arrêté
 * royal du 14 septembre 2016 (their notice of February 2020 read on etaamb.openjustice.be; L'Echo, 2019, and Le
 * Soir, 2022, say the same of the ten indices; Le Soir names the SPF Économie as publisher).
 *
 * Two limits on a rise we could not read in the article's current text, only elsewhere:
 * - a first period shorter than three years: « une variation à la hausse du taux d'intérêt ne peut pas avoir pour
 *   effet d'augmenter le taux d'intérêt applicable à la deuxième année de plus de l'équivalent d'un point pour cent
 *   l'an par rapport au taux d'intérêt initial, ni d'augmenter le taux d'intérêt applicable à la troisième année de
 *   plus de l'équivalent de deux points » — art. 9, § 1er, 8° of the loi du 4 août 1992, quoted in French and Dutch
 *   on wordscope.be; Livios (livios.be) gives the same rule for yearly revised rates today;
 * - the rate at most doubles: a rise may not exceed the fall the contract allows, and a rate cannot fall below
 *   zero, so it may rise by the initial rate at most. Livios: « De aanpassing naar boven mag nooit groter zijn dan
 *   de aanpassing naar beneden »; Trends-Tendances (2025): « une banque pourra uniquement doubler le taux initial »;
 *   Meilleurtaux.be (May 2025): « un taux variable ne peut pas dépasser le double du taux initial »; RTBF (2019),
 *   quoting BNP Paribas Fortis: « le taux ne peut que doubler, au pire »; a broker's representative example
 *   (multifinances.be): « la variation maximale du taux d'intérêt est limitée au taux d'intérêt initial si celui-ci
 *   est inférieur à 2 % ».
 * We apply both to the annual debit rate, as those sources state them (« l'équivalent d'un point pour cent l'an »,
 * « un taux de 2 % sera limité à 4 % »). The contract may cap the rise further (a « cap »); the lower limit wins.
 * Dated from 1 April 2017, when the loi du 22 avril 2016 moved mortgage credit into book VII (a date we read in
 * guides, as for the early-repayment rules); the rules stood before in the loi du 4 août 1992.
 *
 * Searched again on 2026-11-28 for the current text of art. VII.143 and of the two limits above, with the search
 * tools this project has (stored web pages, among them credit2consumer.be, economie.fgov.be and ejustice.just.fgov.be
 * addresses; public source repositories, none of which holds the Code de droit économique): not found. The two limits
 * stay marked as read outside the article. A second search the same day found no more: the stored copy of
 * credit2consumer.be's « Artikel VII.143, § 3 » stops in the second paragraph of 6° (where the initial rate came from
 * a conditional reduction and the consumer no longer meets the condition, « De verhoging mag niet meer bedragen dan
 * de vermindering toegekend in het begin van het krediet »), before any 7°; the stored Justel page of the code
 * (ejustice.just.fgov.be, ELI loi/2013/02/28/2013A11134) came back with its heading only; 2747.com's copy of the loi
 * du 4 août 1992 with art. 9's title only; the rest were guides and two Ghent master's theses (2015, 2018) comparing
 * the code with the 1992 law, not official texts.
 *
 * Luxembourg — Code de la consommation, art. L. 226-17, the only article of the sub-section « Crédits à taux
 * variable » of chapter 6 « Contrats de crédit immobilier » (loi du 23 décembre 2016, Mémorial A n° 302, for
 * contracts concluded from 21 March 2016), read on 2026-11-28 in Legilux's consolidated code, version applicable from
 * 15 May 2026 (https://legilux.public.lu/eli/etat/leg/code/consommation/20260515/fr; the official XML, stored byte for
 * byte in the public repository SFHAJJI/lex-corpus-lu-legilux; the article carries the date 2018-07-01): when the
 * rate follows an index or reference rate, « tout indice ou taux de référence utilisé pour calculer le taux débiteur
 * doit être clair, accessible, objectif et vérifiable par les parties au contrat de crédit immobilier et la CSSF » and
 * « les archives des indices utilisés pour calculer les taux débiteurs doivent être tenues par les pourvoyeurs de ces
 * indices ou par les prêteurs » (directive 2014/17/UE, art. 24). The chapter sets no cap on a rise and no shortest
 * period between revisions; art. L. 226-19 (5) only asks that a contract allowing the rate to change comes with an
 * extra APRC showing a substantial rise and, when the rate is not capped, a warning. The banks publish how their
 * rates move: ING Luxembourg's variable rate « is reviewed every 6 months, based on the 6-month Euribor index », its
 * margin « defined in the contract and unchanged throughout the loan term », and its revisable rate is fixed for 3, 5
 * or 10 years at a time (ing.lu); BIL ties its variable rates to the ECB's refinancing rate (wortimmo.lu, 2025);
 * Paperjam (2016) mentions floors and ceilings some contracts set.
 */

export type VariableRateCountry = 'BE' | 'LUX';

/** How far the law lets a rate rise in the first years when it is revised within three years (Belgium). */
export interface EarlyYearsLimit {
  /** Applies when the first revision comes before this many months. */
  firstRevisionBeforeMonths: number;
  /** The most the rate may exceed the initial one, in points, in the loan's second year. */
  secondYear: number;
  /** The same in the third year. */
  thirdYear: number;
}

export interface VariableRateLimit {
  /** First day the version applies, 'YYYY-MM-DD'. */
  validFrom: string;
  /** Shortest period between two changes of the rate, in months; null where we found none in law. */
  minimumPeriodMonths: number | null;
  /** The rise is at most the initial rate: the rate at most doubles. */
  atMostDouble: boolean;
  /** The limits of the second and third years; null where we found none. */
  earlyYears: EarlyYearsLimit | null;
  /** What the rate follows, in French for the page. */
  reference: string;
  /** The rules, one French sentence each, as the page lists them. */
  rules: readonly string[];
  /** Where they come from, in French. */
  source: string;
  /** What we could not confirm, in French; absent when every rule was read in the law's text. */
  unconfirmed?: string;
}

/** Versions of each country's limits, oldest first. */
export const VARIABLE_RATE_LIMITS: Readonly<Record<VariableRateCountry, readonly VariableRateLimit[]>> = {
  BE: [
    {
      validFrom: '2017-04-01',
      minimumPeriodMonths: 12,
      atMostDouble: true,
      earlyYears: { firstRevisionBeforeMonths: 36, secondYear: 1, thirdYear: 2 },
      reference:
        'Un indice de référence publié chaque mois au Moniteur belge par l’Agence fédérale de la Dette (indice A pour une révision ' +
        'annuelle, C pour trois ans, E pour cinq ans…)\u00a0: le nouveau taux est le taux initial augmenté de la différence entre ' +
        'l’indice du mois qui précède la révision et sa valeur initiale.',
      rules: [
        'Le taux doit pouvoir baisser comme monter, et ne varie qu’à la fin de périodes d’au moins un an.',
        'Si la première période dure moins de trois ans, le taux ne peut dépasser le taux initial de plus d’un point la deuxième ' +
          'année, ni de plus de deux points la troisième.',
        'La hausse ne peut dépasser la baisse possible\u00a0: le taux ne peut jamais dépasser le double du taux initial.',
        'Le contrat peut limiter davantage la hausse (un «\u202fcap\u202f»)\u00a0: la limite la plus basse s’applique.',
      ],
      source:
        'Code de droit économique, art.\u00a0VII.143 (ex-loi du 4 août 1992 relative au crédit hypothécaire, art.\u00a09)\u202f; ' +
        'arrêté royal du 14 septembre 2016 (indices de référence)',
      unconfirmed:
        'Nous avons lu le texte de l’article VII.143 sur les périodes d’un an au moins et l’indice de référence. Les limites ' +
        'des deuxième et troisième années viennent de l’ancien article 9 de la loi de 1992 et de guides (Livios), et la règle du ' +
        'double de guides et de la presse (Livios, Trends-Tendances, Meilleurtaux, RTBF citant BNP Paribas Fortis)\u00a0: ces ' +
        'passages de l’article en vigueur n’ont été trouvés dans aucune des sources consultées (dernière recherche en novembre 2026).',
    },
  ],
  LUX: [
    {
      validFrom: '2016-03-21',
      minimumPeriodMonths: null,
      atMostDouble: false,
      earlyYears: null,
      reference:
        'Un taux de référence du marché, le plus souvent l’Euribor (ING Luxembourg\u00a0: Euribor 6\u00a0mois, révisé tous les ' +
        'six mois), plus une marge fixée au contrat\u202f; BIL suit le taux de refinancement de la BCE.',
      rules: [
        'L’indice ou le taux de référence doit être clair, accessible, objectif et vérifiable, et son historique conservé.',
        'La loi ne fixe aucun plafond à la hausse ni durée minimale entre deux révisions\u00a0: seul le contrat peut limiter la hausse ' +
          '(un taux plafond ou «\u202fcap\u202f»).',
        'Un taux révisable reste fixe pour une période (3, 5 ou 10\u00a0ans chez ING Luxembourg), puis est revu.',
      ],
      source:
        'Code de la consommation, art.\u00a0L.\u00a0226-17 (loi du 23 décembre 2016, contrats conclus à partir du 21 mars 2016)\u202f; ' +
        'conditions publiées par ING Luxembourg et BIL',
      unconfirmed:
        'Les durées de révision (3, 5 ou 10\u00a0ans) et l’indice suivi sont ceux publiés par ING Luxembourg et BIL, pas des règles de la loi.',
    },
  ],
};

/** The limits of a country on a day (today by default). */
export function variableRateLimit(country: VariableRateCountry, date: Date = new Date()): VariableRateLimit {
  return versionInForce(VARIABLE_RATE_LIMITS[country], date);
}

/** A revision: the loan's rate changes after this many instalments. */
export interface RiseQuery {
  /** Annual percent. */
  initialRate: number;
  /** The rise the contract allows at most, in points; undefined when it sets none. */
  contractCap?: number;
  /** Months before the first revision. */
  firstRevisionMonths: number;
  /** Instalments paid before this revision: the new rate applies from the next one. */
  afterMonth: number;
}

/**
 * The most the rate may exceed the initial one after a revision, in points (Infinity where neither the law as we
 * read it nor the contract limits it): the lowest of the contract's cap, the initial rate where the rate at most
 * doubles, and the second or third year's limit where the first period is shorter than three years.
 */
export function maximumRise(limit: VariableRateLimit, query: RiseQuery): number {
  let rise = query.contractCap ?? Number.POSITIVE_INFINITY;
  if (limit.atMostDouble) rise = Math.min(rise, query.initialRate);
  const early = limit.earlyYears;
  if (early && query.firstRevisionMonths < early.firstRevisionBeforeMonths) {
    // The rate set after `afterMonth` instalments applies from instalment afterMonth + 1, in year ⌊afterMonth / 12⌋ + 1.
    const year = Math.floor(query.afterMonth / 12) + 1;
    // Belgium allows no revision within the first year, so the first limited year is the second.
    if (year <= 2) rise = Math.min(rise, early.secondYear);
    else if (year === 3) rise = Math.min(rise, early.thirdYear);
  }
  return Math.max(0, rise);
}
