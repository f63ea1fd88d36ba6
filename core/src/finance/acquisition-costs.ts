import { err, type Result } from '../result.ts';
import {
  acquisitionCostsUnder,
  type AcquisitionCostRates,
  type AcquisitionCosts,
  type AcquisitionCostsError,
  type AcquisitionCostsInput,
  type BelgianDuties,
  type FrenchTransferTaxes,
  type LuxembourgDuties,
  type NotaryScale,
} from './acquisition-costs-rule.ts';
import { versionInForce } from './country-rules.ts';
import type { BelgianRegion } from './property-purchase.ts';

/**
 * What a buyer pays on top of the price, as dated data: every rate with its source, a change of rate a new version
 * appended to its list; `acquisitionCostRatesOn` picks the versions in force on the day of the deed, and
 * `acquisitionCosts` computes with them (acquisition-costs-rule.ts, which holds no rate).
 */

// ---------------------------------------------------------------------------------------------------------------
// Luxembourg
// ---------------------------------------------------------------------------------------------------------------

const LUXEMBOURG: readonly LuxembourgDuties[] = [
  {
    // Duties 6 % + 1 % (guichet.public.lu, "Demander le crédit d'impôt sur les actes notariés"). Credit of
    // 20 000 € per buyer under the law of 30 July 2002 as amended by the "Pacte logement" law of 22 October 2008
    // (figure confirmed for 2010 by L'essentiel; the exact day this amount started is not confirmed, we date it
    // from the 2002 law).
    validFrom: '2002-08-01',
    source:
      'Loi modifiée du 30 juillet 2002 (crédit d’impôt «\u202fBëllegen Akt\u202f» de 20\u202f000\u00a0€ par acquéreur)\u202f; droits 6\u00a0% + 1\u00a0%',
    registrationPercent: 6,
    transcriptionPercent: 1,
    creditPerBuyer: 20_000,
    minimumDutiesWithCredit: 100,
  },
  {
    // Law of 16 May 2023 (Mémorial A n° 235 of 17 May 2023): credit raised to 30 000 € per buyer, with effect for
    // deeds signed from 7 March 2023 (pfi.public.lu, Crédit d'impôt "Bëllegen Akt").
    validFrom: '2023-03-07',
    source: 'Loi du 16 mai 2023 (crédit d’impôt de 30\u202f000\u00a0€ par acquéreur, actes à partir du 7 mars 2023)',
    registrationPercent: 6,
    transcriptionPercent: 1,
    creditPerBuyer: 30_000,
    minimumDutiesWithCredit: 100,
  },
  {
    // Law of 22 May 2024 (housing package, Mémorial A n° 219 of 31 May 2024): temporary 40 000 € per buyer for
    // deeds signed from 1 January to 31 December 2024 (guichet.public.lu), extended to deeds signed up to
    // 30 June 2025 by the law of 4 April 2025 (Mémorial A n° 121 of 7 April 2025; notaire-mines.lu).
    validFrom: '2024-01-01',
    source:
      'Loi du 22 mai 2024, prolongée par la loi du 4 avril 2025 (crédit d’impôt temporaire de 40\u202f000\u00a0€ par acquéreur, actes du 1er janvier 2024 au 30 juin 2025)',
    registrationPercent: 6,
    transcriptionPercent: 1,
    creditPerBuyer: 40_000,
    minimumDutiesWithCredit: 100,
  },
  {
    // End of the temporary increase: back to the 30 000 € of the law of 16 May 2023. The Prime Minister called the
    // 2025 extension the last one (RTL, 10 December 2024); no later extension found — to check against
    // guichet.public.lu when the rules change again.
    validFrom: '2025-07-01',
    source: 'Loi du 16 mai 2023 (crédit d’impôt de 30\u202f000\u00a0€ par acquéreur, fin de la hausse temporaire au 30 juin 2025)',
    registrationPercent: 6,
    transcriptionPercent: 1,
    creditPerBuyer: 30_000,
    minimumDutiesWithCredit: 100,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Belgium: registration duties are regional
// ---------------------------------------------------------------------------------------------------------------

const BELGIUM: Readonly<Record<BelgianRegion, readonly BelgianDuties[]>> = {
  flandre: [
    {
      // Flemish reform of 2021 (Vlaamse Codex Fiscaliteit): general rate 10 % → 12 % and sole own home
      // ("enige eigen woning") 6 % → 3 % from 1 January 2022 (De Morgen, Pradium, schatter-expert.be). Modest-home
      // reduction ("rechtenvermindering bescheiden woning") 2 800 € (Pradium 2021; "2 800 € in 2024", Century 21).
      // Threshold 220 000 € (240 000 € in the core cities and the Vlaamse Rand, not modelled) — confirmed for 2025;
      // for 2022–2024 not confirmed (it was 200 000 / 220 000 € before 2022).
      validFrom: '2022-01-01',
      source: 'Vlaamse Codex Fiscaliteit (verkooprecht 12\u00a0%, enige eigen woning 3\u00a0% à partir du 1er janvier 2022)',
      standardPercent: 12,
      ownHomePercent: 3,
      modestHomeReduction: { amount: 2_800, maxPrice: 220_000 },
    },
    {
      // Programmadecreet bij de begroting 2025 (Belgisch Staatsblad 30 December 2024): sole own home 2 % for
      // authentic deeds from 1 January 2025; modest-home reduction 1 867 € for a price up to 220 000 €
      // (240 000 € in core cities) (Century 21 Belgium, "Wat verandert er in 2025"; vlaanderen.be).
      validFrom: '2025-01-01',
      source: 'Programmadecreet bij de begroting 2025 (enige eigen woning 2\u00a0% pour les actes à partir du 1er janvier 2025)',
      standardPercent: 12,
      ownHomePercent: 2,
      modestHomeReduction: { amount: 1_867, maxPrice: 220_000 },
    },
  ],
  wallonie: [
    {
      // 12,5 % with a 20 000 € abatement for the sole own home "since 2018" (RTBF, Le Vif: created end of 2018;
      // the exact first day is not confirmed, we date it 1 January 2018). The reduced rate for a modest home
      // (cadastral income) is not modelled.
      validFrom: '2018-01-01',
      source: 'Code wallon des droits d’enregistrement (12,5\u00a0%, abattement de 20\u202f000\u00a0€ pour l’habitation unique)',
      standardPercent: 12.5,
      ownHomePercent: 12.5,
      abatement: { kind: 'flat', amount: 20_000 },
    },
    {
      // Abatement doubled from July 2023: 40 000 € up to 350 000 €, tapering to 20 000 € at 500 000 €
      // (40 000 − 20 000 × (base − 350 000) / 150 000), 20 000 € beyond (RTBF, fidmed.be, notaire.be).
      validFrom: '2023-07-01',
      source: 'Décret wallon de 2023 (abattement de 40\u202f000\u00a0€ jusqu’à 350\u202f000\u00a0€, dégressif jusqu’à 500\u202f000\u00a0€)',
      standardPercent: 12.5,
      ownHomePercent: 12.5,
      abatement: { kind: 'tapered', full: 40_000, fullUpTo: 350_000, floor: 20_000, floorFrom: 500_000 },
    },
    {
      // Decree of 5 December 2024 (Moniteur belge 13 December 2024, circular 2025/C/42): 3 % for the "habitation
      // propre et unique" for deeds from 1 January 2025, no price ceiling; abatement, modest-home rate and
      // chèque-habitat abolished (Trends-Tendances, nisaba.be, IPI).
      validFrom: '2025-01-01',
      source: 'Décret wallon du 5 décembre 2024 (habitation propre et unique 3\u00a0% pour les actes à partir du 1er janvier 2025)',
      standardPercent: 12.5,
      ownHomePercent: 3,
    },
  ],
  bruxelles: [
    {
      // 12,5 % with an abatement on the first 175 000 € for the sole own home priced up to 500 000 € (Fednot via
      // notaire.be; the 500 000 € ceiling "decided in 2017", L'Avenir — the exact first day is not confirmed).
      validFrom: '2017-01-01',
      source:
        'Code bruxellois des droits d’enregistrement (12,5\u00a0%, abattement de 175\u202f000\u00a0€ si le prix ne dépasse pas 500\u202f000\u00a0€)',
      standardPercent: 12.5,
      ownHomePercent: 12.5,
      abatement: { kind: 'flat', amount: 175_000, maxPrice: 500_000 },
    },
    {
      // Ordinance approved by the Brussels Parliament, for sale agreements from 1 April 2023: abatement 200 000 €,
      // price ceiling 600 000 € (be.brussels, notaire.be, Forum for the Future). The extra 25 000 € per energy
      // class gained and the halved figures for building land are not modelled.
      validFrom: '2023-04-01',
      source:
        'Ordonnance bruxelloise de 2023 (abattement de 200\u202f000\u00a0€ si le prix ne dépasse pas 600\u202f000\u00a0€, compromis à partir du 1er avril 2023)',
      standardPercent: 12.5,
      ownHomePercent: 12.5,
      abatement: { kind: 'flat', amount: 200_000, maxPrice: 600_000 },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// France: taxes + the notary's regulated fees
// ---------------------------------------------------------------------------------------------------------------

const FRANCE_TAXES: readonly FrenchTransferTaxes[] = [
  {
    // Departmental ceiling 4.5 % from 1 March 2014 (loi de finances pour 2014), voted by almost every département:
    // 4.5 + 1.2 + 2.37 % × 4.5 = 5.80665 %. New homes: taxe de publicité foncière 0.715 % (notaires.fr,
    // calcul-frais-notaire.fr).
    validFrom: '2014-03-01',
    source:
      'CGI art. 1594 D, 1584 et 1647 V (droit départemental 4,5\u00a0%, taxe communale 1,2\u00a0%, frais d’assiette 2,37\u00a0%)\u202f; neuf\u00a0: taxe de publicité foncière 0,715\u00a0%',
    departmentalPercent: 4.5,
    firstHomeDepartmentalPercent: 4.5,
    communalPercent: 1.2,
    collectionFeePercentOfDepartmental: 2.37,
    newBuildPercent: 0.715,
  },
  {
    // Loi de finances pour 2025, art. 116: départements may raise their rate to 5 % for deeds from 1 April 2025 to
    // 31 March 2028; first-time buyers of their main home keep the rate in force on 31 January 2025. 84 of 101
    // départements had voted 5 % by mid-2025 (27 from 1 April, 47 from 1 May, 10 from June; DGFiP figures via
    // Banque des Territoires and L'Essentiel de l'éco); a few stayed at 4.5 % (Ain, Allier, Alpes-Maritimes,
    // Isère, Lozère, …) and Indre at 3.8 %. We take the common 5 %: 5 + 1.2 + 2.37 % × 5 = 6.3185 %.
    validFrom: '2025-04-01',
    source:
      'Loi de finances pour 2025, art. 116 (droit départemental jusqu’à 5\u00a0% du 1er avril 2025 au 31 mars 2028, primo-accédants exclus de la hausse)',
    departmentalPercent: 5,
    firstHomeDepartmentalPercent: 4.5,
    communalPercent: 1.2,
    collectionFeePercentOfDepartmental: 2.37,
    newBuildPercent: 0.715,
  },
  {
    // The temporary ceiling of art. 116 ends with deeds of 31 March 2028: back to 4.5 % unless a later law says
    // otherwise.
    validFrom: '2028-04-01',
    source: 'CGI art. 1594 D (fin du relèvement temporaire de la loi de finances pour 2025 au 31 mars 2028)',
    departmentalPercent: 4.5,
    firstHomeDepartmentalPercent: 4.5,
    communalPercent: 1.2,
    collectionFeePercentOfDepartmental: 2.37,
    newBuildPercent: 0.715,
  },
];

const FRANCE_NOTARY: readonly NotaryScale[] = [
  {
    // Arrêté du 26 février 2016 fixant les tarifs réglementés des notaires (art. A. 444-91 code de commerce,
    // "vente"), applied from 1 May 2016: 3.945 / 1.627 / 1.085 / 0.814 %; minimum 90 € (chambre des notaires
    // de La Réunion, 29 February 2016).
    validFrom: '2016-05-01',
    source: 'Arrêté du 26 février 2016 (art. A. 444-91 du code de commerce, émolument de vente)',
    brackets: [
      { upTo: 6_500, rate: 3.945 },
      { upTo: 17_000, rate: 1.627 },
      { upTo: 60_000, rate: 1.085 },
      { upTo: null, rate: 0.814 },
    ],
    minimumFee: 90,
    vatPercent: 20,
  },
  {
    // Arrêté du 28 février 2020: every fee 1.9 % lower, 3.870 / 1.596 / 1.064 / 0.799 %. Announced for services
    // from 1 May 2020 (art. 129); reported in force on 1 January 2021 after a postponement — the postponing text
    // was not found, so the day is uncertain. Kept unchanged by the arrêtés of 2022 and 2024, up to 28 February
    // 2026 (village-notaires-patrimoine.com); the tariff from March 2026 was not found.
    validFrom: '2021-01-01',
    source: 'Arrêté du 28 février 2020, prorogé jusqu’au 28 février 2026 (art. A. 444-91 du code de commerce, émolument de vente)',
    brackets: [
      { upTo: 6_500, rate: 3.87 },
      { upTo: 17_000, rate: 1.596 },
      { upTo: 60_000, rate: 1.064 },
      { upTo: null, rate: 0.799 },
    ],
    minimumFee: 90,
    vatPercent: 20,
  },
];

// ---------------------------------------------------------------------------------------------------------------

/** The versions of every country's rates in force on `date` (read as in `versionInForce`). */
export function acquisitionCostRatesOn(date: Date): AcquisitionCostRates {
  return {
    LUX: versionInForce(LUXEMBOURG, date),
    BE: {
      flandre: versionInForce(BELGIUM.flandre, date),
      wallonie: versionInForce(BELGIUM.wallonie, date),
      bruxelles: versionInForce(BELGIUM.bruxelles, date),
    },
    FR: { taxes: versionInForce(FRANCE_TAXES, date), notary: versionInForce(FRANCE_NOTARY, date) },
  };
}

/**
 * Acquisition costs of a home at `price` on the day of the deed (today when absent): acquisition-costs-rule.ts
 * `acquisitionCostsUnder` on the rates in force that day.
 */
export function acquisitionCosts(input: AcquisitionCostsInput): Result<AcquisitionCosts, AcquisitionCostsError> {
  const { date = new Date(), ...purchase } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'costs/invalid-input', detail: 'date must be a valid date' });
  return acquisitionCostsUnder(acquisitionCostRatesOn(date), purchase);
}
