import { formatEuros, formatPercent } from '../format/format-number.ts';
import { frenchTypography } from '../format/french-typography.ts';
import { countryLabels, marketCountries, type MarketCountry } from '../catalogue/country.ts';
import type { RateType } from '../catalogue/lending-terms.ts';

/** A legal wording as it applies in one country from one day on, with where it comes from. */
export interface CreditWarningEntry {
  country: MarketCountry;
  /** First day the wording applies, 'YYYY-MM-DD', in the countries' own time (see `legalDay`). */
  validFrom: string;
  text: string;
  /** The text that imposes it (URL or legal reference), or why there is none. */
  source: string;
}

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

/** Made once: a formatter with a time zone costs far more to make than to use (a page asks for one per render). */
const LEGAL_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Luxembourg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day of an instant in Luxembourg, Belgium and France, which share one time zone: a rule that
 * applies "from 20 November 2026" applies from midnight there, which is 23:00 UTC the day before.
 */
export function legalDay(date: Date): string {
  return LEGAL_DAY_FORMAT.format(date);
}

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

/** The figures of a representative example, computed elsewhere (core/src/finance); this file only words them. */
export interface RepresentativeExampleFigures {
  /** Total amount of credit, euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Borrowing rate (taux débiteur), annual percent. */
  rate: number;
  /**
   * How the borrowing rate moves (the product's own `rateType`): fixed for the whole loan, variable, or fixed for a first
   * period then revised (mixed, « révisable » in French contracts). Fixed when the product does not say.
   */
  rateType?: RateType | null;
  /** APR (TAEG), annual percent. */
  apr: number;
  monthlyPayment: number;
  /** Total amount payable by the borrower, euros. */
  totalDue: number;
  /** Arrangement fees (frais de dossier), euros. */
  fees: number;
}

export interface RepresentativeExample {
  /** The sentence to print with the offer. */
  sentence: string;
  /** The warning to print with it, in force in that country on that day (see `creditWarning`). */
  warning: CreditWarningEntry | null;
}

/**
 * A legal sentence as printed in running text: French typography (`frenchTypography`), so that the spaces inside a
 * number ('10 000') and between a number and its unit ('48 mois', '3,50 %', '250 €') cannot break a line.
 */
export function keepFiguresTogether(text: string): string {
  return frenchTypography(text);
}

/** The rate's kind as an example words it: « taux débiteur fixe », « TAEG variable », « taux débiteur révisable ». */
const rateKindWords: Readonly<Record<RateType, string>> = { fixed: 'fixe', variable: 'variable', mixed: 'révisable' };

/** Whole euros print without cents ('10 000 €'), others with them ('228,03 €'), as representative examples do. */
function euros(value: number): string {
  return Number.isInteger(value) ? formatEuros(value, 0) : formatEuros(value, 2);
}

/** Where each market asks for the representative example of an advertised credit. */
export const representativeExampleSources: Readonly<Record<MarketCountry, string>> = {
  FR: 'Code de la consommation, art. L312-6 (crédit à la consommation) et L313-4 (crédit immobilier)',
  BE: 'Code de droit économique, art. VII.64, § 1er',
  LUX: 'Code de la consommation luxembourgeois, art. L. 224-4',
};

/**
 * The representative example of an offer in French (directive 2008/48/EC art. 4 and its successor 2023/2225;
 * France C. consom. art. L312-6, Belgium CDE art. VII.64 § 1, Luxembourg C. consom.): amount, duration,
 * borrowing rate and whether it is fixed, APR, instalments, total amount payable and fees, e.g.
 * « Exemple représentatif : pour un prêt de 10 000 € sur 48 mois au taux débiteur fixe de 4,50 %, TAEG fixe de
 * 4,59 %, vous remboursez 48 mensualités de 228,03 €. Montant total dû : 10 945,44 €. Frais de dossier : 0 €. »
 * Belgian law names the borrowing rate the « taux débiteur annuel », so Belgian examples say so. The warning in
 * force in the country on that day comes with it, because an advertisement must show both.
 */
export function representativeExample(figures: RepresentativeExampleFigures, country: MarketCountry, date: Date): RepresentativeExample {
  const rateKind = rateKindWords[figures.rateType ?? 'fixed'];
  const rateName = country === 'BE' ? `taux débiteur annuel ${rateKind}` : `taux débiteur ${rateKind}`;
  const sentence =
    `Exemple représentatif\u00a0: pour un prêt de ${euros(figures.amount)} sur ${figures.duration}\u00a0mois ` +
    `au ${rateName} de ${formatPercent(figures.rate)}, TAEG ${rateKind} de ${formatPercent(figures.apr)}, ` +
    `vous remboursez ${figures.duration}\u00a0mensualités de ${euros(figures.monthlyPayment)}. ` +
    `Montant total dû\u00a0: ${euros(figures.totalDue)}. Frais de dossier\u00a0: ${euros(figures.fees)}.`;
  return { sentence, warning: creditWarning(country, date) };
}

// ——— Every mention a page prints ——————————————————————————————————————————————————————————————————————————————

/** What a page advertises: consumer credit (personal, car, crypto loans), a mortgage, or a consolidation of credits. */
export type AdvertisedCredit = 'consumer' | 'mortgage' | 'consolidation';

/** One sentence a page must print, with the day it applies from and the text that imposes it. */
export interface LegalMention {
  /** Stable name of the mention, for tests and for pages that place it. */
  key: 'warning' | 'example' | 'consolidation' | 'mortgage-reflection' | 'intermediary';
  text: string;
  validFrom: string;
  source: string;
}

/** A context mention as dated data; `{name}` in the text is the intermediary's name. */
interface ContextMentionEntry {
  key: 'consolidation' | 'mortgage-reflection' | 'intermediary';
  country: MarketCountry;
  validFrom: string;
  text: string;
  source: string;
}

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
  context?: {
    /** What the page advertises; none for a page that shows no offer (the site's general warning only). */
    credit?: AdvertisedCredit;
    /** The figures of the offer the page shows as its example, computed by core's finance. */
    example?: RepresentativeExampleFigures;
    /** The broker the page names, when it names one. */
    intermediary?: string;
  };
}

export interface LegalMentions {
  market: MarketCountry;
  /** The legal day they apply on ('YYYY-MM-DD', see `legalDay`). */
  day: string;
  warning: LegalMention | null;
  example: LegalMention | null;
  /** The context's own mentions (consolidation, mortgage reflection period, intermediary), in that order. */
  extra: LegalMention[];
}

/**
 * Everything a page must print for a market on a day: the credit warning, the representative example worded from
 * the offer's own figures, and the context's mentions. The one home of every legal sentence the site shows: pages,
 * e-mails and the PDF print what this returns, never a copy of their own.
 */
export function legalMentionsFor({ market, date, context = {} }: LegalMentionsInput): LegalMentions {
  const day = legalDay(date);
  const warningEntry = creditWarning(market, date);
  const warning: LegalMention | null = warningEntry
    ? { key: 'warning', text: warningEntry.text, validFrom: warningEntry.validFrom, source: warningEntry.source }
    : null;
  const example: LegalMention | null = context.example
    ? {
        key: 'example',
        text: representativeExample(context.example, market, date).sentence,
        validFrom: CONSUMER_CREDIT_DIRECTIVE_TRANSPOSED,
        source: representativeExampleSources[market],
      }
    : null;
  const extra: LegalMention[] = [];
  const keys: ContextMentionEntry['key'][] = [];
  if (context.credit === 'consolidation') keys.push('consolidation');
  if (context.credit === 'mortgage') keys.push('mortgage-reflection');
  if (context.intermediary) keys.push('intermediary');
  for (const key of keys) {
    const entry = contextMention(key, market, day);
    if (entry)
      extra.push({ key, text: entry.text.replace('{name}', context.intermediary ?? ''), validFrom: entry.validFrom, source: entry.source });
  }
  return { market, day, warning, example, extra };
}

/**
 * The first day every market required a representative example (directive 2008/48/EC, to be applied from
 * 11 June 2010; France from 1 September 2010, Belgium's book VII from 1 April 2015 restating the 2010 law).
 */
const CONSUMER_CREDIT_DIRECTIVE_TRANSPOSED = '2010-06-11';

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
