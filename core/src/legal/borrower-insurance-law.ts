import type { MarketCountry } from '../catalogue/country.ts';
import { legalDay } from './legal-day.ts';

/**
 * What the law says about borrower insurance in each market, as dated, sourced sentences the borrower-insurance
 * page prints. Each sentence says since when it applies and where it comes from; where we looked for a rule and
 * found no source, the country's `unconfirmed` list says so in the page's words, rather than guess.
 *
 * Every source below was read on 2026-11-27 from stored copies of the pages named; none of those is the official
 * journal itself (Légifrance and the Moniteur belge could not be reached), so each reference to an article is as the
 * cited page gives it. The exception, read on 2026-11-28: Luxembourg's Code de la consommation, art. L. 226-11,
 * read in Legilux's official text (below).
 *
 * In all three countries the TAEG counts the borrower insurance the lender requires to grant the credit: it is
 * part of the « coût total du crédit » of directive 2014/17/EU (art. 4 (13)) and its annex I, transposed in each
 * of them; `annualPercentageRate` (finance/annual-percentage-rate.ts) treats compulsory insurance so, as the
 * mortgage simulation does.
 */

export interface InsuranceLawSentence {
  /** First day the rule applies, 'YYYY-MM-DD'. */
  validFrom: string;
  /** The sentence the page prints, in French. */
  text: string;
  /** Where it comes from: the legal text, as the cited page gives it, and the page. */
  source: string;
}

export interface BorrowerInsuranceLaw {
  country: MarketCountry;
  sentences: readonly InsuranceLawSentence[];
  /** What we looked for and could not source, as the page says it. */
  unconfirmed: readonly string[];
}

/** The day the sources were read: the date of sentences whose source gives no start date. */
const OBSERVED_ON = '2026-11-27';

/** The TAEG counts required insurance: directive 2014/17/EU, applicable from 21 March 2016 (its art. 42). */
const TAEG_SENTENCE: InsuranceLawSentence = {
  validFrom: '2016-03-21',
  text: 'Quand le prêteur exige une assurance pour accorder le crédit, ses primes font partie du coût total du crédit et donc du TAEG.',
  source:
    'Directive 2014/17/UE sur le crédit hypothécaire, art. 4, point 13, et annexe I, transposée en France, en Belgique et au Luxembourg',
};

export const BORROWER_INSURANCE_LAW: Readonly<Record<MarketCountry, BorrowerInsuranceLaw>> = {
  FR: {
    country: 'FR',
    sentences: [
      TAEG_SENTENCE,
      {
        // Loi n° 2010-737 du 1er juillet 2010 (« loi Lagarde ») opened the choice; the rule now sits in
        // art. L. 313-30 of the Code de la consommation, which the loi Lemoine amended (efl.fr).
        validFrom: '2010-09-01',
        text: 'Vous pouvez assurer votre prêt ailleurs que dans le contrat groupe de la banque (délégation d’assurance)\u00a0: le prêteur ne peut refuser un contrat d’un niveau de garantie équivalent, et un refus doit être explicite et motivé.',
        source:
          'Code de la consommation, art. L. 313-30 (loi n° 2010-737 du 1er juillet 2010, modifié par la loi n° 2022-270 du 28 février 2022)\u202f; efl.fr, «\u202fRésiliation à tout moment de l’assurance de prêt immobilier\u202f»',
      },
      {
        validFrom: '2022-06-01',
        text: 'Depuis la loi Lemoine, vous pouvez résilier votre assurance emprunteur à tout moment et sans frais pour une autre\u00a0: pour les offres de prêt émises depuis le 1er juin 2022, et pour tous les contrats en cours depuis le 1er septembre 2022.',
        source:
          'Loi n° 2022-270 du 28 février 2022\u202f; Code des assurances, art. L. 113-12-2\u202f; efl.fr et lecomparateurassurance.com, «\u202fLoi Lemoine\u00a0: résiliation d’une assurance emprunteur à tout moment\u202f»',
      },
      {
        validFrom: '2022-06-01',
        text: 'La banque répond à une demande de substitution dans les 10\u00a0jours ouvrés et ne peut, en l’acceptant, changer les conditions du prêt.',
        source: 'Code de la consommation, art. L. 313-31 et L. 313-32 modifiés par la loi n° 2022-270 du 28 février 2022\u202f; efl.fr',
      },
      {
        validFrom: '2022-06-01',
        text: 'Aucun questionnaire de santé ne peut être demandé lorsque la part assurée ne dépasse pas 200\u202f000\u00a0€ par personne et que le prêt se termine avant les 60\u00a0ans de l’emprunteur.',
        source:
          'Loi n° 2022-270 du 28 février 2022\u202f; cbanque.com, «\u202fAssurance de prêt immobilier\u00a0: ce qui change pour les emprunteurs au 1er septembre\u202f»',
      },
    ],
    unconfirmed: [],
  },
  BE: {
    country: 'BE',
    sentences: [
      TAEG_SENTENCE,
      {
        // The page states current practice and gives no date: dated the day we read it.
        validFrom: OBSERVED_ON,
        text: 'L’assurance solde restant dû n’est pas imposée par la loi belge, mais la plupart des banques l’exigent pour accorder un crédit hypothécaire.',
        source: 'AG Insurance, «\u202fPrêt hypothécaire et assurance solde restant dû\u00a0: obligatoire\u202f?\u202f» (aginsurance.be)',
      },
      {
        // Art. 61/1 to 61/4 of the loi du 4 avril 2014 relative aux assurances, added by a law of 2019 (vipa.biz);
        // the page does not give the day they came into force, so the sentence is dated the day we read it.
        validFrom: OBSERVED_ON,
        text: 'Pour l’assurance solde restant dû d’un crédit destiné à l’habitation propre et unique, un «\u202fdroit à l’oubli\u202f» protège les personnes guéries d’un cancer depuis un certain temps.',
        source:
          'Loi du 4 avril 2014 relative aux assurances, art. 61/1 à 61/4 (loi de 2019)\u202f; vipa.biz, «\u202fAssurance solde restant dû\u00a0: droit à l’oubli\u202f»',
      },
    ],
    // Searched on 2026-11-28 (stored web pages, public source repositories): the free choice is tied by a broker's
    // blog (bureau-jergeay.blogspot.com, 2017) to art. VII.126, § 2, of the Code de droit économique; credafin.be
    // reproduces that article (§ 1: the « contrat annexé » may only be a death « assurance du solde restant dû », a
    // building insurance or a surety insurance; § 2: « Il est interdit au prêteur de se réserver dans l’acte constitutif
    // la faculté d’imposer au cours du contrat une majoration de la couverture. Il est interdit au prêteur d’obliger
    // di[…] »), but the stored copy stops there; the stored Justel page of the code (ejustice.just.fgov.be, ELI
    // loi/2013/02/28/2013A11134) came back in our searches with its heading only. So the rule's wording stays unread;
    // nothing found either on changing insurer during the loan.
    unconfirmed: [
      'Le libre choix de l’assureur est affirmé par des assureurs et des sites spécialisés (l’un d’eux cite l’article\u00a0VII.126, §\u00a02, du Code de droit économique), mais nous n’avons pas pu lire le texte de loi qui le fonde.',
      'Nous n’avons pas trouvé de règle belge sur le changement d’assureur en cours de prêt.',
    ],
  },
  LUX: {
    country: 'LUX',
    sentences: [
      TAEG_SENTENCE,
      {
        // Undated pages stating current practice: dated the day we read them.
        validFrom: OBSERVED_ON,
        text: 'L’assurance solde restant dû n’est pas imposée par la loi luxembourgeoise, mais la banque peut l’exiger comme garantie du prêt.',
        source:
          'ING Luxembourg, «\u202fL’assurance solde restant dû est-elle obligatoire\u202f?\u202f» (ing.lu)\u202f; OCA, «\u202fHousing loan insurance in Luxembourg\u202f» (oca.lu)',
      },
      {
        // Code de la consommation, art. L. 226-11 (3) (sub-section « Ventes liées » of the chapter on crédit
        // immobilier, inserted by the loi du 23 décembre 2016, Mémorial A n° 302), read on 2026-11-28 in Legilux's
        // official text, version applicable from 15 May 2026
        // (https://legilux.public.lu/eli/etat/leg/code/consommation/20260515/fr, the XML stored in the public
        // repository SFHAJJI/lex-corpus-lu-legilux): « Au cas où le prêteur exige du
        // consommateur qu’il souscrive une police d’assurance en rapport avec le contrat de crédit immobilier, le
        // prêteur accepte la police d’assurance établie par un prestataire différent du prestataire préconisé par le
        // prêteur si cette police présente un niveau de garanties équivalent à celui de la police proposée par le
        // prêteur. » The same words in the version applicable from 1 January 2017, the first we read (Legilux's PDF,
        // same repository): dated from then.
        validFrom: '2017-01-01',
        text: 'Si la banque exige une assurance, elle doit accepter celle d’un autre assureur dont les garanties sont d’un niveau équivalent à celui du contrat qu’elle propose.',
        source:
          'Code de la consommation (Luxembourg), art.\u00a0L.\u00a0226-11, paragraphe\u00a03 (loi du 23 décembre 2016)\u202f; texte consolidé de Legilux (legilux.public.lu)',
      },
    ],
    // Changing insurer during the loan: nothing in the Code de la consommation's chapter on crédit immobilier, nor in
    // the loi du 27 juillet 1997 sur le contrat d'assurance (Legilux's consolidated text applicable from 25 November
    // 2025, same repository), whose yearly right to terminate (art. 38) leaves out « les assurances sur la vie ».
    unconfirmed: ['Nous n’avons pas trouvé de texte luxembourgeois sur le changement d’assureur en cours de prêt.'],
  },
};

/** The sentences in force on `day` ('YYYY-MM-DD') for a country, with what is not confirmed. */
export function borrowerInsuranceLaw(country: MarketCountry, day: string): BorrowerInsuranceLaw {
  const law = BORROWER_INSURANCE_LAW[country];
  return { ...law, sentences: law.sentences.filter((sentence) => sentence.validFrom <= day) };
}

/** Every country's law on borrower insurance on the legal day of `date` (see `legalDay`): plain data for a page. */
export function borrowerInsuranceLawsOn(date: Date): Record<MarketCountry, BorrowerInsuranceLaw> {
  const day = legalDay(date);
  return { LUX: borrowerInsuranceLaw('LUX', day), BE: borrowerInsuranceLaw('BE', day), FR: borrowerInsuranceLaw('FR', day) };
}
