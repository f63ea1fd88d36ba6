import { formatEuros, formatPercent } from '../format/format-number.js';
import type { MarketCountry } from './country.js';

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
    text: 'Attention ! Un crédit coûte de l’argent et doit être remboursé.',
    source:
      'Code de la consommation, art. L312-5 dans sa rédaction issue de l’ordonnance n° 2025-880 du 3 septembre 2025 (transposition de la directive (UE) 2023/2225)',
  },
  {
    country: 'BE',
    validFrom: '2015-04-01',
    text: 'Attention, emprunter de l’argent coûte aussi de l’argent.',
    source: 'Code de droit économique, art. VII.64, § 2 (https://credit2consumer.be/fr/article/vii64-ss-2-emprunter-de-largent-coute-aussi-de-largent)',
  },
  {
    country: 'LUX',
    validFrom: '2011-04-12',
    text: 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    source: 'Aucune mention imposée (Code de la consommation luxembourgeois, art. L. 224-4) : rappel choisi par Prêtscope',
  },
  {
    country: 'LUX',
    validFrom: CCD2_APPLICATION_DATE,
    text: 'Attention, emprunter de l’argent coûte aussi de l’argent.',
    source: 'Directive (UE) 2023/2225 : la publicité rappelle qu’emprunter de l’argent coûte de l’argent (formulation luxembourgeoise à confirmer)',
  },
];

/** Made once: a formatter with a time zone costs far more to make than to use (a page asks for one per render). */
const LEGAL_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg', year: 'numeric', month: '2-digit', day: '2-digit' });

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
  /** Whether the borrowing rate is fixed for the whole loan; fixed unless told otherwise. */
  isRateFixed?: boolean;
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

/** Whole euros print without cents ('10 000 €'), others with them ('228,03 €'), as representative examples do. */
function euros(value: number): string {
  return Number.isInteger(value) ? formatEuros(value, 0) : formatEuros(value, 2);
}

/**
 * The representative example of an offer in French (directive 2008/48/EC art. 4 and its successor 2023/2225;
 * France C. consom. art. L312-6, Belgium CDE art. VII.64 § 1, Luxembourg C. consom.): amount, duration,
 * borrowing rate and whether it is fixed, APR, instalments, total amount payable and fees, e.g.
 * « Exemple représentatif : pour un prêt de 10 000 € sur 48 mois au taux débiteur fixe de 4,50 %, TAEG fixe de
 * 4,59 %, vous remboursez 48 mensualités de 228,03 €. Montant total dû : 10 945,44 €. Frais de dossier : 0 €. »
 * Belgian law names the borrowing rate the « taux débiteur annuel », so Belgian examples say so. The warning in
 * force in the country on that day comes with it, because an advertisement must show both.
 */
export function representativeExample(
  figures: RepresentativeExampleFigures,
  country: MarketCountry,
  date: Date,
): RepresentativeExample {
  const rateKind = figures.isRateFixed === false ? 'variable' : 'fixe';
  const rateName = country === 'BE' ? `taux débiteur annuel ${rateKind}` : `taux débiteur ${rateKind}`;
  const sentence =
    `Exemple représentatif : pour un prêt de ${euros(figures.amount)} sur ${figures.duration} mois ` +
    `au ${rateName} de ${formatPercent(figures.rate)}, TAEG ${rateKind} de ${formatPercent(figures.apr)}, ` +
    `vous remboursez ${figures.duration} mensualités de ${euros(figures.monthlyPayment)}. ` +
    `Montant total dû : ${euros(figures.totalDue)}. Frais de dossier : ${euros(figures.fees)}.`;
  return { sentence, warning: creditWarning(country, date) };
}
