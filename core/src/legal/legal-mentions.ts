import { countryLabels, marketCountries, type MarketCountry } from '../catalogue/country.ts';
import { legalDay } from './legal-day.ts';
import {
  legalMentionsUnder,
  type AdvertisedCredit,
  representativeExampleSentence,
  type ContextMentionEntry,
  type CreditWarningEntry,
  type LegalMention,
  type LegalMentions,
  type LegalMentionsContext,
  type MentionRules,
  type RepresentativeExampleFigures,
} from './legal-mention-wording.ts';

/*
 * The legal mentions as dated data, each with its source, and the lookup of the entries in force on a day. How
 * they are worded into a page's mentions is legal-mention-wording.ts, which holds no entry.
 */

/** The day directive (EU) 2023/2225 (CCD2) applies from in every member state (its art. 48). */
export const CCD2_APPLICATION_DATE = '2026-11-20';

/**
 * The consumer-credit warning every advertisement for a credit must carry, per country and date.
 *
 * France — Code de la consommation, art. L312-5 (ex-L311-5, loi n° 2010-737 du 1er juillet 2010, in force on
 * 1 September 2010). From 20 November 2026, ordonnance n° 2025-880 du 3 septembre 2025 (transposing directive
 * 2023/2225; corrected by ordonnance n° 2025-1154 du 2 décembre 2025, same date of application) rewrites
 * L312-5. What we could confirm: two law firms' summaries of the ordonnance give the new wording as
 * « Attention ! Un crédit coûte de l'argent et doit être remboursé » — Rosato Avocats ends it with a full stop
 * (https://www.rosato-avocats.com/fr/actualites/id-32-la-reforme-du-credit-a-la-consommation-par-l-ordonnance-du-3-septembre-2025),
 * DDG with an exclamation mark (https://www.ddg.fr/actualite/credit-a-la-consommation-adoption-de-lordonnance-du-3-septembre-2025-transposant-la-directive-ue-2023-2225-pour-une-meilleure-protection-des-consommateurs).
 * What we could not confirm: the text of the article itself on Légifrance, which none of the sources we could
 * reach quotes; the punctuation below follows Rosato Avocats and must be checked against the official text
 * before that date. (Not the Belgian « emprunter de l'argent coûte aussi de l'argent »: directive 2023/2225 asks
 * for the message, each country words it.)
 *
 * Belgium — Code de droit économique, art. VII.64, § 2 (book VII in force on 1 April 2015; the same message was
 * in the former loi relative au crédit à la consommation, art. 5, § 2, since the loi du 13 juin 2010).
 *
 * Luxembourg — the Code de la consommation (introduced by the loi du 8 avril 2011; art. L. 224-4 on advertising
 * of consumer credit, a reference we could not check against the current text) asks for the standard
 * information of a representative example but, as far as we could find, imposes no warning sentence. Before
 * CCD2 we show a neutral reminder of our own (the French wording, which says nothing country-specific); from
 * 20 November 2026 CCD2 requires advertising to carry a message that borrowing money costs money, and as the
 * words of the Luxembourg transposition could not be found we use the Belgian sentence, the established
 * French-language form of that message.
 */
export const creditWarnings: readonly CreditWarningEntry[] = [
  {
    country: 'FR',
    validFrom: '2010-09-01',
    text: 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    source: 'Code de la consommation, art. L312-5',
  },
  {
    country: 'FR',
    validFrom: CCD2_APPLICATION_DATE,
    text: 'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.',
    source:
      'Code de la consommation, art. L312-5 dans sa rédaction issue de l’ordonnance n° 2025-880 du 3 septembre 2025 (transposition de la directive (UE) 2023/2225)',
  },
  {
    country: 'BE',
    validFrom: '2015-04-01',
    text: 'Attention, emprunter de l’argent coûte aussi de l’argent.',
    source:
      'Code de droit économique, art. VII.64, § 2 (https://credit2consumer.be/fr/article/vii64-ss-2-emprunter-de-largent-coute-aussi-de-largent)',
  },
  {
    country: 'LUX',
    validFrom: '2011-04-12',
    text: 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    source: 'Aucune mention imposée (Code de la consommation luxembourgeois, art. L. 224-4)\u00a0: rappel choisi par Prêtscope',
  },
  {
    country: 'LUX',
    validFrom: CCD2_APPLICATION_DATE,
    text: 'Attention, emprunter de l’argent coûte aussi de l’argent.',
    source:
      'Directive (UE) 2023/2225\u00a0: la publicité rappelle qu’emprunter de l’argent coûte de l’argent (formulation luxembourgeoise à confirmer)',
  },
];

/** The warning in force in `country` on `date`, or null before the country had one. */
export function creditWarning(country: MarketCountry, date: Date): CreditWarningEntry | null {
  const day = legalDay(date);
  let inForce: CreditWarningEntry | null = null;
  for (const entry of creditWarnings) {
    // ISO days compare as text; of the entries already valid, the latest wins.
    if (entry.country === country && entry.validFrom <= day && (inForce === null || entry.validFrom > inForce.validFrom)) {
      inForce = entry;
    }
  }
  return inForce;
}

export interface RepresentativeExample {
  /** The sentence to print with the offer. */
  sentence: string;
  /** The warning to print with it, in force in that country on that day (see `creditWarning`). */
  warning: CreditWarningEntry | null;
}

/**
 * The representative example of an offer in French (legal-mention-wording.ts `representativeExampleSentence`) with
 * the warning in force in the country on that day, because an advertisement must show both.
 */
export function representativeExample(figures: RepresentativeExampleFigures, country: MarketCountry, date: Date): RepresentativeExample {
  return { sentence: representativeExampleSentence(figures, country), warning: creditWarning(country, date) };
}

// ——— Every mention a page prints ——————————————————————————————————————————————————————————————————————————————

/**
 * The mentions a context adds to the warning and the example.
 *
 * France, credit consolidation — Code de la consommation, art. L312-10 (in the section on advertising of consumer
 * credit, from the recodification of 1 July 2016): an advertisement for a consolidation of credits must tell the
 * borrower that it may lengthen the repayment period and raise the total cost. The words below say exactly that;
 * they are ours, as the article's own text could not be read from here (to check against Légifrance).
 *
 * France, mortgages — Code de la consommation, art. L313-3 (in force since 1 July 2016; formerly L312-5): every
 * advertising document on a real-estate loan mentions the ten-day reflection period, that the sale is subject to
 * obtaining the loan, and that the seller must repay what was paid if it is not obtained. The sentence below
 * follows the article's words (read from the consolidated text as published on 13 December 2025).
 *
 * Intermediaries — an advertisement names the lender or the credit intermediary (France C. consom. art. L313-4
 * and, for consumer credit, directive (UE) 2023/2225 art. 8, transposed from 20 November 2026; Belgium CDE art.
 * VII.64, § 1er, 1°, and the FSMA's registration of credit intermediaries, art. VII.186; Luxembourg C. consom.
 * art. L. 224-4 read with directive 2008/48 art. 21): where a page names a broker, it says that the broker is an
 * intermediary and not the lender.
 */
export const contextMentions: readonly ContextMentionEntry[] = [
  {
    key: 'consolidation',
    country: 'FR',
    validFrom: '2016-07-01',
    text: 'Le regroupement de crédits peut entraîner un allongement de la durée de remboursement et un coût total du crédit plus élevé.',
    source: 'Code de la consommation, art. L312-10 (publicité des opérations de regroupement de crédits)',
  },
  {
    key: 'mortgage-reflection',
    country: 'FR',
    validFrom: '2016-07-01',
    text: 'L’emprunteur dispose d’un délai de réflexion de dix jours\u202f; la vente est subordonnée à l’obtention du prêt et, si celui-ci n’est pas obtenu, le vendeur doit lui rembourser les sommes versées.',
    source: 'Code de la consommation, art. L313-3 (publicité du crédit immobilier)',
  },
  {
    key: 'intermediary',
    country: 'FR',
    validFrom: '2016-07-01',
    text: '{name} intervient en qualité d’intermédiaire de crédit et non de prêteur.',
    source: 'Code de la consommation, art. L313-4\u202f; directive (UE) 2023/2225, art. 8',
  },
  {
    key: 'intermediary',
    country: 'BE',
    validFrom: '2015-04-01',
    text: '{name} intervient en qualité d’intermédiaire de crédit et non de prêteur.',
    source: 'Code de droit économique, art. VII.64, § 1er, 1°, et art. VII.186 (inscription des intermédiaires de crédit)',
  },
  {
    key: 'intermediary',
    country: 'LUX',
    validFrom: '2011-04-12',
    text: '{name} intervient en qualité d’intermédiaire de crédit et non de prêteur.',
    source: 'Code de la consommation luxembourgeois, art. L. 224-4\u202f; directive 2008/48/CE, art. 21',
  },
];

/** The entry of `key` in force in `country` on `day`, the latest that already applies. */
function contextMention(key: ContextMentionEntry['key'], country: MarketCountry, day: string): ContextMentionEntry | null {
  let inForce: ContextMentionEntry | null = null;
  for (const entry of contextMentions) {
    if (
      entry.key === key &&
      entry.country === country &&
      entry.validFrom <= day &&
      (inForce === null || entry.validFrom > inForce.validFrom)
    )
      inForce = entry;
  }
  return inForce;
}

export interface LegalMentionsInput {
  /** The market the page speaks to: the visitor's chosen country, or the country of the offers shown. */
  market: MarketCountry;
  /** The request's day (from the `Clock` port): the mentions in force that day. */
  date: Date;
  context?: LegalMentionsContext;
}

const CONTEXT_KEYS: readonly ContextMentionEntry['key'][] = ['consolidation', 'mortgage-reflection', 'intermediary'];

/**
 * The entries in force in `market` on the legal day of `date`: its warning and, for each context, the latest context
 * mention that already applies. Plain data a page can send to the browser (legal-mention-wording.ts `MentionRules`).
 */
export function mentionRulesOn(market: MarketCountry, date: Date): MentionRules {
  const day = legalDay(date);
  const context: ContextMentionEntry[] = [];
  for (const key of CONTEXT_KEYS) {
    const entry = contextMention(key, market, day);
    if (entry) context.push(entry);
  }
  return { market, day, warning: creditWarning(market, date), context };
}

/**
 * Everything a page must print for a market on a day: the credit warning, the representative example worded from
 * the offer's own figures, and the context's mentions (legal-mention-wording.ts `legalMentionsUnder`, on the
 * entries in force that day). The one home of every legal sentence the site shows: pages, e-mails and the PDF print
 * what this returns, never a copy of their own.
 */
export function legalMentionsFor({ market, date, context = {} }: LegalMentionsInput): LegalMentions {
  return legalMentionsUnder(mentionRulesOn(market, date), context);
}

/** Every sentence core holds, for the test that no other package writes a copy of one. */
export function everyLegalWording(): string[] {
  return [
    ...new Set([...creditWarnings.map((entry) => entry.text), ...contextMentions.map((entry) => entry.text.split('{name}').join(''))]),
  ];
}

/** The credit a category's pages advertise: mortgages, credit consolidation, or consumer credit for the others. */
export function advertisedCreditOf(categorySlug: string): AdvertisedCredit {
  if (categorySlug === 'pret-hypothecaire' || categorySlug === 'pret-immobilier') return 'mortgage';
  if (categorySlug === 'regroupement-de-credit') return 'consolidation';
  return 'consumer';
}

/** A warning to print, with the countries it is for (`label` null when the page speaks to one chosen market). */
export interface MarketWarning {
  countries: MarketCountry[];
  label: string | null;
  mention: LegalMention;
}

/** « Luxembourg et Belgique », « France » — countries as a label reads them. */
function countriesLabel(countries: readonly MarketCountry[]): string {
  const names = countries.map((country) => countryLabels[country]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * The warnings a page without an offer list prints (the footer): the chosen market's alone, else every market's,
 * one line per wording with the countries it applies to (Belgium and Luxembourg share theirs from 20 November 2026).
 */
export function siteWarnings(visitor: MarketCountry | undefined, date: Date): MarketWarning[] {
  const markets = visitor ? [visitor] : [...marketCountries];
  const warnings: MarketWarning[] = [];
  for (const market of markets) {
    const mention = legalMentionsFor({ market, date }).warning;
    if (!mention) continue;
    const same = warnings.find((warning) => warning.mention.text === mention.text);
    if (same) same.countries.push(market);
    else warnings.push({ countries: [market], label: null, mention });
  }
  return warnings.map((warning) => ({ ...warning, label: visitor ? null : countriesLabel(warning.countries) }));
}
