import type { Country } from '../finance/country-rule.ts';
import { rulesFor } from '../finance/country-rules.ts';
import { formatNumber } from '../format/format-number.ts';
import { siteWarnings } from '../legal/legal-mentions.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { GUIDE_TITLE } from './ebook-mail.ts';
import { duration, frenchDay } from './french-words.ts';

/** One chapter of the guide: paragraphs, optionally key figures and the text they come from. */
export interface GuideSection {
  title: string;
  paragraphs: string[];
  /** Label and value pairs shown as a small table. */
  facts?: [string, string][];
  /** Where the figures come from, as a person can look it up. */
  source?: string;
  /** Start the section on a new page. */
  newPage?: boolean;
}

/** A credit warning the guide prints, with the countries it is for when the guide speaks to every market. */
export interface GuideWarning {
  /** « Luxembourg et France »; null when the guide is for the requester's own market. */
  label: string | null;
  text: string;
}

export interface BorrowingGuide {
  title: string;
  subtitle: string;
  /** « Édition du 24 novembre 2026 : règles en vigueur à cette date. » */
  edition: string;
  /** The credit warnings in force on the edition's day (core's legal mentions, never a copy). */
  warnings: GuideWarning[];
  sections: GuideSection[];
}

const share = (fraction: number) => `${formatNumber(fraction * 100, fraction * 100 === Math.round(fraction * 100) ? 0 : 1)}\u00a0%`;

function countryFacts(country: Country, on: Date): { facts: [string, string][]; source: string } {
  const rule = rulesFor(country, on);
  const ltv = (cap: number) => (cap >= 1 ? 'pas de plafond réglementaire' : `${share(cap)} de la valeur du bien`);
  return {
    facts: [
      [
        'Taux d’endettement maximal',
        `${share(rule.maxDebtRatio)} des revenus nets${rule.debtRatioIncludesInsurance ? ', assurance comprise' : ''}`,
      ],
      ['Durée maximale courante', duration(rule.maxDurationMonths)],
      ['Financement d’une première résidence principale', ltv(rule.ltvCaps.firstTimeBuyer)],
      ['Autre résidence principale', ltv(rule.ltvCaps.primaryResidence)],
      ['Investissement locatif', ltv(rule.ltvCaps.other)],
    ],
    source: rule.source,
  };
}

/**
 * The borrowing guide (ebook): plain French text with the figures of core's dated country rules in force on `on`,
 * so the guide says what the calculators apply, and the credit warning in force that day in the requester's
 * `market` — each market's, under its countries' names, when it is not known (core's `siteWarnings`, issue 16).
 * The PDF adapter lays it out; nothing here knows about pages.
 */
export function borrowingGuide(on: Date, market?: MarketCountry): BorrowingGuide {
  const lux = countryFacts('LUX', on);
  const be = countryFacts('BE', on);
  const fr = countryFacts('FR', on);
  const luxRule = rulesFor('LUX', on);
  const beRule = rulesFor('BE', on);
  const frRule = rulesFor('FR', on);
  return {
    title: GUIDE_TITLE,
    subtitle: 'Le guide Prêtscope du crédit immobilier\u00a0: règles, calculs et étapes, pays par pays.',
    edition: `Édition du ${frenchDay(on)}\u00a0: règles en vigueur à cette date.`,
    warnings: siteWarnings(market, on).map((warning) => ({ label: warning.label, text: warning.mention.text })),
    sections: [
      {
        title: 'Avant de commencer',
        paragraphs: [
          'Un prêt immobilier se juge sur trois chiffres\u00a0: la mensualité, le coût total et le taux annuel effectif global (TAEG). Le taux nominal seul ne suffit pas\u00a0: les frais de dossier, l’assurance et les garanties peuvent rendre plus chère une offre au taux plus bas.',
          'La mensualité dépend du montant, de la durée et du taux. Allonger la durée réduit la mensualité mais augmente les intérêts payés\u00a0: sur 25\u00a0ans plutôt que 20, on rembourse moins chaque mois, mais plus au total.',
          'Les banques regardent d’abord deux ratios\u00a0: la part de vos revenus consacrée aux crédits (le taux d’endettement) et la part du prix financée par le prêt (la quotité, ou LTV). Leurs limites changent d’un pays à l’autre\u00a0: les pages suivantes les donnent pour le Luxembourg, la Belgique et la France.',
        ],
      },
      {
        title: 'Emprunter au Luxembourg',
        newPage: true,
        paragraphs: [
          `Au Luxembourg, la loi ne fixe pas de taux d’endettement maximal\u00a0: les banques appliquent en pratique une limite autour de ${share(luxRule.maxDebtRatio)} des revenus nets, parfois plus lorsque le reste à vivre est élevé. La réglementation de la CSSF plafonne en revanche la part du prix financée par le prêt.`,
          'Les prêteurs luxembourgeois annoncent des taux nominaux\u00a0: le taux mensuel est le taux annuel divisé par douze. L’État soutient l’achat d’une résidence principale par un crédit d’impôt sur les droits d’enregistrement («\u202fBëllegen Akt\u202f») et par des aides au logement.',
        ],
        ...lux,
      },
      {
        title: 'Emprunter en Belgique',
        paragraphs: [
          `En Belgique, la Banque nationale attend des banques qu’elles limitent la quotité financée, avec une tolérance pour les primo-acquéreurs. Aucun texte ne plafonne le taux d’endettement\u00a0: l’usage est d’y consacrer au plus ${share(beRule.maxDebtRatio)} des revenus nets, parfois davantage pour les revenus élevés.`,
          'Le taux mensuel est le taux périodique équivalent au taux annuel, comme le prévoit le Code de droit économique\u00a0: à taux affiché égal, la mensualité est un peu plus basse qu’avec un taux nominal. Les droits d’enregistrement dépendent de la région (Flandre, Wallonie, Bruxelles) et de la nature du bien.',
        ],
        ...be,
      },
      {
        title: 'Emprunter en France',
        newPage: true,
        paragraphs: [
          `En France, le Haut Conseil de stabilité financière impose aux banques un taux d’effort de ${share(frRule.maxDebtRatio)} au plus, assurance emprunteur comprise, et une durée de ${duration(frRule.maxDurationMonths)} au plus (deux ans de plus en cas de différé d’amortissement pour un logement neuf ou des travaux). Une part limitée des prêts de chaque banque peut s’en écarter.`,
          'Aucune règle ne plafonne la quotité, mais les banques demandent le plus souvent un apport couvrant au moins les frais d’acquisition («\u202ffrais de notaire\u202f»), d’environ 7 à 8\u00a0% du prix dans l’ancien et 2 à 3\u00a0% dans le neuf.',
        ],
        ...fr,
      },
      {
        title: 'Les étapes d’une demande',
        paragraphs: [
          '1. Calculez votre capacité d’emprunt à partir de vos revenus et de vos charges, puis le budget total de votre achat, frais compris.',
          '2. Comparez les offres à montant et durée égaux, sur le TAEG et le coût total plutôt que sur le seul taux.',
          '3. Préparez votre dossier\u00a0: pièces d’identité, trois derniers bulletins de salaire, avis d’imposition, relevés de compte et compromis de vente.',
          '4. Demandez plusieurs offres\u00a0: une banque ou un courtier peut négocier le taux, l’assurance et les frais.',
          '5. Lisez l’offre de prêt avant de la signer\u00a0: elle précise le taux, le TAEG, le tableau d’amortissement, l’assurance et les conditions de remboursement anticipé.',
          'Les simulateurs de Prêtscope appliquent les règles de ce guide\u00a0: simulation de prêt avec tableau d’amortissement, capacité d’emprunt et comparateur des offres observées chez les banques et courtiers.',
          'Ce guide informe et ne constitue pas un conseil personnalisé\u00a0: chaque banque décide selon votre situation.',
        ],
      },
    ],
  };
}
