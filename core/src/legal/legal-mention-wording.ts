import { formatEuros, formatPercent } from '../format/format-number.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import type { RateType } from '../catalogue/lending-terms.ts';

/*
 * How the legal mentions of one market on one day are worded into what a page prints, from the entries in force
 * that day (`MentionRules`). The dated entries themselves, with their sources and history, and the lookup of the
 * day's entries live in legal-mentions.ts; this module holds none, so that a page computing in the browser from
 * the day's entries the server sent carries no table.
 */

/** A legal wording as it applies in one country from one day on, with where it comes from. */
export interface CreditWarningEntry {
  country: MarketCountry;
  /** First day the wording applies, 'YYYY-MM-DD', in the countries' own time (see `legalDay`). */
  validFrom: string;
  text: string;
  /** The text that imposes it (URL or legal reference), or why there is none. */
  source: string;
}

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
export interface ContextMentionEntry {
  key: 'consolidation' | 'mortgage-reflection' | 'intermediary';
  country: MarketCountry;
  validFrom: string;
  text: string;
  source: string;
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

export interface LegalMentions {
  market: MarketCountry;
  /** The legal day they apply on ('YYYY-MM-DD', see `legalDay`). */
  day: string;
  warning: LegalMention | null;
  example: LegalMention | null;
  /** The context's own mentions (consolidation, mortgage reflection period, intermediary), in that order. */
  extra: LegalMention[];
}

/** What a page's mentions depend on besides the market and the day. */
export interface LegalMentionsContext {
  /** What the page advertises; none for a page that shows no offer (the site's general warning only). */
  credit?: AdvertisedCredit;
  /** The figures of the offer the page shows as its example, computed by core's finance. */
  example?: RepresentativeExampleFigures;
  /** The broker the page names, when it names one. */
  intermediary?: string;
}

/**
 * The entries in force in one market on one legal day (legal-mentions.ts `mentionRulesOn`): plain data, so that the
 * server can send them with a page and the browser word the mentions of that day with `legalMentionsUnder`.
 */
export interface MentionRules {
  market: MarketCountry;
  /** The legal day ('YYYY-MM-DD', see `legalDay`). */
  day: string;
  /** The warning in force, or null before the market had one. */
  warning: CreditWarningEntry | null;
  /** The context mentions in force, at most one per key, in the order consolidation, mortgage reflection, intermediary. */
  context: ContextMentionEntry[];
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
 * Belgian law names the borrowing rate the « taux débiteur annuel », so Belgian examples say so.
 */
export function representativeExampleSentence(figures: RepresentativeExampleFigures, country: MarketCountry): string {
  const rateKind = rateKindWords[figures.rateType ?? 'fixed'];
  const rateName = country === 'BE' ? `taux débiteur annuel ${rateKind}` : `taux débiteur ${rateKind}`;
  return (
    `Exemple représentatif\u00a0: pour un prêt de ${euros(figures.amount)} sur ${figures.duration}\u00a0mois ` +
    `au ${rateName} de ${formatPercent(figures.rate)}, TAEG ${rateKind} de ${formatPercent(figures.apr)}, ` +
    `vous remboursez ${figures.duration}\u00a0mensualités de ${euros(figures.monthlyPayment)}. ` +
    `Montant total dû\u00a0: ${euros(figures.totalDue)}. Frais de dossier\u00a0: ${euros(figures.fees)}.`
  );
}

/**
 * The first day every market required a representative example (directive 2008/48/EC, to be applied from
 * 11 June 2010; France from 1 September 2010, Belgium's book VII from 1 April 2015 restating the 2010 law).
 */
const CONSUMER_CREDIT_DIRECTIVE_TRANSPOSED = '2010-06-11';

/**
 * Everything a page must print for a market, from the entries in force on the day (`rules`): the credit warning,
 * the representative example worded from the offer's own figures, and the context's mentions. legal-mentions.ts
 * `legalMentionsFor` is this on the entries it looks up for a date; a page computing in the browser calls it with
 * the entries its loader sent.
 */
export function legalMentionsUnder(rules: MentionRules, context: LegalMentionsContext = {}): LegalMentions {
  const { market, day } = rules;
  const warning: LegalMention | null = rules.warning
    ? { key: 'warning', text: rules.warning.text, validFrom: rules.warning.validFrom, source: rules.warning.source }
    : null;
  const example: LegalMention | null = context.example
    ? {
        key: 'example',
        text: representativeExampleSentence(context.example, market),
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
    const entry = rules.context.find((candidate) => candidate.key === key);
    if (entry)
      extra.push({ key, text: entry.text.replace('{name}', context.intermediary ?? ''), validFrom: entry.validFrom, source: entry.source });
  }
  return { market, day, warning, example, extra };
}
