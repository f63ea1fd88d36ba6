import { formatEuros, formatPercent } from '../format/format-number.ts';
import { err, ok, type Result } from '../result.ts';
import { roundHalfUp } from './money.ts';
import { isCountry, versionInForce, type Country } from './country-rules.ts';

/**
 * What a buyer pays on top of the price: transfer duties and, in France, the notary's regulated fees
 * ("frais de notaire"). Every rate is dated data with its source; `acquisitionCosts` picks the version in force
 * on the day of the deed. Amounts are unrounded (round at display). Credits and abatements appear as negative
 * lines so that a person sees the full duty and what the relief takes off it.
 */

export type BelgianRegion = 'flandre' | 'wallonie' | 'bruxelles';
export const BELGIAN_REGIONS: readonly BelgianRegion[] = ['flandre', 'wallonie', 'bruxelles'];

/** French tax treatment: an existing home ('ancien') pays transfer duties, a new one ('neuf', VAT paid) the reduced land-registry tax. */
export type PropertyType = 'ancien' | 'neuf';
export const PROPERTY_TYPES: readonly PropertyType[] = ['ancien', 'neuf'];

export interface AcquisitionCostsInput {
  price: number;
  country: Country;
  /** Belgium only, required there: duties are regional. */
  region?: BelgianRegion;
  /** France only; 'ancien' when absent. */
  propertyType?: PropertyType;
  /** Luxembourg only: the Bëllegen Akt credit is per buyer. 1 when absent. */
  buyers?: number;
  /** The buyers will live in it as their main home. False when absent: no relief unless stated. */
  primaryResidence?: boolean;
  /**
   * The buyers own no other home: first purchase, or sole own home (Belgian "habitation propre et unique",
   * French "primo-accédant"). False when absent.
   */
  firstHome?: boolean;
  /** Day of the deed; today when absent. */
  date?: Date;
}

export interface CostLine {
  /** French label, with the rate it applies: "Droits d'enregistrement (6 %)". */
  label: string;
  /** Euros, unrounded; negative for a credit or an abatement. */
  amount: number;
}

export interface AcquisitionCosts {
  lines: CostLine[];
  /** Sum of the lines, never below 0. */
  total: number;
  /** What is left out or estimated, in French, for display under the figures. */
  notes: string[];
  /** The texts the figures come from. */
  sources: string[];
}

export type AcquisitionCostsError = { type: 'costs/invalid-input'; detail: string };

// ---------------------------------------------------------------------------------------------------------------
// Luxembourg
// ---------------------------------------------------------------------------------------------------------------

interface LuxembourgDuties {
  validFrom: string;
  source: string;
  /** Droit d'enregistrement, % of the price. */
  registrationPercent: number;
  /** Droit de transcription, % of the price. */
  transcriptionPercent: number;
  /** Bëllegen Akt: tax credit per buyer of a home they will live in, deducted from the two duties. */
  creditPerBuyer: number;
  /** The administration always collects at least this much when the credit applies (guichet.public.lu). */
  minimumDutiesWithCredit: number;
}

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

/** A part of the price exempt from duty for a sole own home, removed from the taxable base. */
type Abatement =
  /** `amount` exempt, only when the price is at most `maxPrice` (Brussels). */
  | { kind: 'flat'; amount: number; maxPrice?: number }
  /** `full` up to `fullUpTo`, tapering linearly to `floor` at `floorFrom`, `floor` beyond (Wallonia 2023–2024). */
  | { kind: 'tapered'; full: number; fullUpTo: number; floor: number; floorFrom: number };

interface BelgianDuties {
  validFrom: string;
  source: string;
  /** General rate, % of the price. */
  standardPercent: number;
  /** Rate for the buyers' sole own home they will live in; the standard rate where the region has none. */
  ownHomePercent: number;
  /** Abatement for a sole own home, on the taxable base. */
  abatement?: Abatement;
  /** Fixed reduction of the duty for a modest sole own home priced at most `maxPrice` (Flanders). */
  modestHomeReduction?: { amount: number; maxPrice: number };
}

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

interface FrenchTransferTaxes {
  validFrom: string;
  source: string;
  /** Departmental rate most départements vote, % (the ceiling). */
  departmentalPercent: number;
  /** Departmental rate for a first-time buyer of their main home (the 2025 increase spares them). */
  firstHomeDepartmentalPercent: number;
  /** Communal tax, % (CGI art. 1584). */
  communalPercent: number;
  /** State collection fee ("frais d'assiette et de recouvrement"), % of the departmental tax. */
  collectionFeePercentOfDepartmental: number;
  /** Reduced land-registry tax on a new home (VAT already paid), %, collection fee included. */
  newBuildPercent: number;
}

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

interface NotaryScale {
  validFrom: string;
  source: string;
  /** Proportional fee on a sale, by brackets of the price: `rate` % on the part up to `upTo` (euros). */
  brackets: readonly { upTo: number; rate: number }[];
  /** Fee never below this, before VAT (R. 444-9 code de commerce, "minimum de perception"). */
  minimumFee: number;
  /** VAT on the fee, %. */
  vatPercent: number;
}

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
      { upTo: Infinity, rate: 0.814 },
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
      { upTo: Infinity, rate: 0.799 },
    ],
    minimumFee: 90,
    vatPercent: 20,
  },
];

/** Contribution de sécurité immobilière (CGI art. 879): 0.10 % of the price, at least 15 € (solutis.fr, notaires.fr). */
const FRANCE_LAND_REGISTRY_CONTRIBUTION = { percent: 0.1, minimum: 15 };

/**
 * Disbursements and formalities (land registry extracts, town-planning certificates, the notary's fixed fees for
 * formalities): no scale applies, they depend on the file. A flat estimate, shown as such.
 */
const FRANCE_DISBURSEMENTS_ESTIMATE = 1_200;

// ---------------------------------------------------------------------------------------------------------------

/**
 * Acquisition costs of a home at `price` on the day of the deed: the lines a buyer pays on top of the price, their
 * total, and notes on what is estimated or left out. Expected failures (a negative price, Belgium without a
 * region, …) are an error value.
 */
export function acquisitionCosts(input: AcquisitionCostsInput): Result<AcquisitionCosts, AcquisitionCostsError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'costs/invalid-input', detail: problem });
  const date = input.date ?? new Date();
  const ownHome = input.primaryResidence === true;
  const soleOwnHome = ownHome && input.firstHome === true;

  let costs: Omit<AcquisitionCosts, 'total'>;
  switch (input.country) {
    case 'LUX':
      costs = luxembourgCosts(input.price, input.buyers ?? 1, ownHome, date);
      break;
    case 'BE':
      // invalidInput made sure a Belgian purchase names its region.
      costs = belgianCosts(input.price, input.region as BelgianRegion, soleOwnHome, date);
      break;
    case 'FR':
      costs = frenchCosts(input.price, input.propertyType ?? 'ancien', soleOwnHome, date);
      break;
  }
  const total = Math.max(
    0,
    costs.lines.reduce((sum, line) => sum + line.amount, 0),
  );
  return ok({ ...costs, total });
}

function invalidInput(input: AcquisitionCostsInput): string | undefined {
  if (typeof input.price !== 'number' || !Number.isFinite(input.price) || input.price < 0) {
    return 'price must be a finite number of euros, 0 or more';
  }
  if (!isCountry(input.country)) return 'country must be LUX, BE or FR';
  if (input.country === 'BE' && !BELGIAN_REGIONS.includes(input.region as BelgianRegion)) {
    return 'region must be flandre, wallonie or bruxelles for a purchase in Belgium';
  }
  if (input.propertyType !== undefined && !PROPERTY_TYPES.includes(input.propertyType)) {
    return 'propertyType must be ancien or neuf';
  }
  if (input.buyers !== undefined && (!Number.isInteger(input.buyers) || input.buyers < 1)) {
    return 'buyers must be a whole number, 1 or more';
  }
  if (input.date !== undefined && (!(input.date instanceof Date) || Number.isNaN(input.date.getTime()))) {
    return 'date must be a valid date';
  }
  return undefined;
}

function luxembourgCosts(price: number, buyers: number, ownHome: boolean, date: Date): Omit<AcquisitionCosts, 'total'> {
  const rule = versionInForce(LUXEMBOURG, date);
  const registration = (price * rule.registrationPercent) / 100;
  const transcription = (price * rule.transcriptionPercent) / 100;
  const lines: CostLine[] = [
    { label: `Droits d’enregistrement (${percent(rule.registrationPercent)})`, amount: registration },
    { label: `Droits de transcription (${percent(rule.transcriptionPercent)})`, amount: transcription },
  ];
  const notes = ['Hors honoraires du notaire et frais de l’acte de crédit hypothécaire.'];
  if (ownHome) {
    const duties = registration + transcription;
    // The credit comes off both duties, but the administration always keeps its minimum.
    const credit = Math.max(0, Math.min(rule.creditPerBuyer * buyers, duties - rule.minimumDutiesWithCredit));
    const perBuyer = formatEuros(rule.creditPerBuyer, 0);
    lines.push({
      label: `Crédit d’impôt «\u202fBëllegen Akt\u202f» (${buyers > 1 ? `${buyers} × ${perBuyer}` : perBuyer})`,
      amount: -credit,
    });
    notes.push(
      `Crédit d’impôt «\u202fBëllegen Akt\u202f»\u00a0: ${perBuyer} par acquéreur qui occupe personnellement le logement\u202f; ` +
        `${formatEuros(rule.minimumDutiesWithCredit, 0)} de droits restent dus dans tous les cas.`,
    );
  }
  return { lines, notes, sources: [rule.source] };
}

function belgianCosts(price: number, region: BelgianRegion, soleOwnHome: boolean, date: Date): Omit<AcquisitionCosts, 'total'> {
  const rule = versionInForce(BELGIUM[region], date);
  const rate = soleOwnHome ? rule.ownHomePercent : rule.standardPercent;
  const lines: CostLine[] = [
    {
      label:
        soleOwnHome && rule.ownHomePercent !== rule.standardPercent
          ? `Droits d’enregistrement, habitation propre et unique (${percent(rate)})`
          : `Droits d’enregistrement (${percent(rate)})`,
      amount: (price * rate) / 100,
    },
  ];
  const notes = ['Hors honoraires du notaire, frais d’acte et TVA, et hors frais de l’acte de crédit hypothécaire.'];
  if (soleOwnHome && rule.abatement) {
    const exempt = Math.min(price, abatementAmount(rule.abatement, price));
    if (exempt > 0) {
      lines.push({
        label: `Abattement habitation propre et unique (${formatEuros(exempt, 0)} à ${percent(rate)})`,
        amount: -(exempt * rate) / 100,
      });
    }
  }
  if (soleOwnHome && rule.modestHomeReduction && price <= rule.modestHomeReduction.maxPrice) {
    const duty = (price * rate) / 100;
    lines.push({
      label: `Réduction habitation modeste (prix jusqu’à ${formatEuros(rule.modestHomeReduction.maxPrice, 0)})`,
      amount: -Math.min(duty, rule.modestHomeReduction.amount),
    });
  }
  if (region === 'flandre' && soleOwnHome) {
    notes.push(
      'Seuil de l’habitation modeste porté à 240\u202f000\u00a0€ dans les villes-centres et la périphérie flamande\u00a0: non appliqué ici.',
    );
  }
  return { lines, notes, sources: [rule.source] };
}

function abatementAmount(abatement: Abatement, price: number): number {
  if (abatement.kind === 'flat') {
    return abatement.maxPrice === undefined || price <= abatement.maxPrice ? abatement.amount : 0;
  }
  if (price <= abatement.fullUpTo) return abatement.full;
  if (price >= abatement.floorFrom) return abatement.floor;
  const share = (price - abatement.fullUpTo) / (abatement.floorFrom - abatement.fullUpTo);
  return abatement.full - (abatement.full - abatement.floor) * share;
}

function frenchCosts(price: number, propertyType: PropertyType, firstHome: boolean, date: Date): Omit<AcquisitionCosts, 'total'> {
  const taxes = versionInForce(FRANCE_TAXES, date);
  const scale = versionInForce(FRANCE_NOTARY, date);
  const lines: CostLine[] = [];
  const notes: string[] = [];

  if (propertyType === 'neuf') {
    lines.push({
      label: `Taxe de publicité foncière, logement neuf (${percent(taxes.newBuildPercent)})`,
      amount: (price * taxes.newBuildPercent) / 100,
    });
  } else {
    const departmental = firstHome ? taxes.firstHomeDepartmentalPercent : taxes.departmentalPercent;
    const total = frenchTransferTaxPercent(departmental, taxes);
    lines.push({ label: `Droits de mutation (${percent(total)})`, amount: (price * total) / 100 });
    notes.push(
      `Droits de mutation au taux départemental de ${percent(departmental)}, le plus courant\u202f; ` +
        'quelques départements appliquent un taux inférieur.',
    );
  }

  const fee = Math.max(scale.minimumFee, proportionalFee(price, scale.brackets));
  lines.push({ label: 'Émoluments du notaire (barème réglementé, HT)', amount: fee });
  lines.push({ label: `TVA sur les émoluments (${percent(scale.vatPercent)})`, amount: (fee * scale.vatPercent) / 100 });

  const contribution = Math.max(FRANCE_LAND_REGISTRY_CONTRIBUTION.minimum, (price * FRANCE_LAND_REGISTRY_CONTRIBUTION.percent) / 100);
  lines.push({
    label: `Contribution de sécurité immobilière (${percent(FRANCE_LAND_REGISTRY_CONTRIBUTION.percent)})`,
    amount: contribution,
  });
  lines.push({ label: 'Débours et formalités (estimation)', amount: FRANCE_DISBURSEMENTS_ESTIMATE });
  notes.push(
    `Débours et formalités\u00a0: forfait estimatif de ${formatEuros(FRANCE_DISBURSEMENTS_ESTIMATE, 0)}, le montant réel dépend du dossier.`,
    'Hors frais de l’acte de prêt et de la garantie (hypothèque ou caution).',
  );
  return {
    lines,
    notes,
    sources: [taxes.source, scale.source, 'CGI art. 879 (contribution de sécurité immobilière 0,10\u00a0%, minimum 15\u00a0€)'],
  };
}

/** Departmental + communal + the State's collection fee on the departmental part, in %. */
function frenchTransferTaxPercent(departmental: number, taxes: FrenchTransferTaxes): number {
  return departmental + taxes.communalPercent + (departmental * taxes.collectionFeePercentOfDepartmental) / 100;
}

/** A regulated fee by brackets: each rate applies to the part of the base inside its bracket. */
function proportionalFee(base: number, brackets: readonly { upTo: number; rate: number }[]): number {
  let fee = 0;
  let lower = 0;
  for (const bracket of brackets) {
    if (base <= lower) break;
    fee += ((Math.min(base, bracket.upTo) - lower) * bracket.rate) / 100;
    lower = bracket.upTo;
  }
  return fee;
}

/** '6 %', '12,5 %', '5,80665 %': as many decimals as the rate has, up to 5. */
function percent(value: number): string {
  let decimals = 0;
  while (decimals < 5 && roundHalfUp(value, decimals) !== roundHalfUp(value, 5)) decimals += 1;
  return formatPercent(value, decimals);
}
