import { formatEuros, formatPercent } from '../format/format-number.ts';
import { err, ok, type Result } from '../result.ts';
import { roundHalfUp } from './money.ts';
import { isCountry, type Country } from './country-rule.ts';
import { BELGIAN_REGIONS, PROPERTY_TYPES, type BelgianRegion, type PropertyType } from './property-purchase.ts';

/**
 * What a buyer pays on top of the price: transfer duties and, in France, the notary's regulated fees
 * ("frais de notaire"), computed from the rates in force on the day of the deed. Amounts are unrounded (round at
 * display). Credits and abatements appear as negative lines so that a person sees the full duty and what the relief
 * takes off it. The dated rates themselves, each with its source, and the lookup of one day's rates live in
 * acquisition-costs.ts; this module holds none, so that a page computing in the browser from the day's rates the
 * server sent carries no table.
 */

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

// One version of each country's rates (their dated versions are acquisition-costs.ts).

export interface LuxembourgDuties {
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

/** A part of the price exempt from duty for a sole own home, removed from the taxable base. */
export type Abatement =
  /** `amount` exempt, only when the price is at most `maxPrice` (Brussels). */
  | { kind: 'flat'; amount: number; maxPrice?: number }
  /** `full` up to `fullUpTo`, tapering linearly to `floor` at `floorFrom`, `floor` beyond (Wallonia 2023–2024). */
  | { kind: 'tapered'; full: number; fullUpTo: number; floor: number; floorFrom: number };

export interface BelgianDuties {
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

export interface FrenchTransferTaxes {
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

export interface NotaryScale {
  validFrom: string;
  source: string;
  /** Proportional fee on a sale, by brackets of the price: `rate` % on the part up to `upTo` (euros; null: no limit). */
  brackets: readonly { upTo: number | null; rate: number }[];
  /** Fee never below this, before VAT (R. 444-9 code de commerce, "minimum de perception"). */
  minimumFee: number;
  /** VAT on the fee, %. */
  vatPercent: number;
}

/**
 * The rates in force on one day of deed, per country (acquisition-costs.ts `acquisitionCostRatesOn`): plain data a
 * page can send to the browser.
 */
export interface AcquisitionCostRates {
  LUX: LuxembourgDuties;
  BE: Readonly<Record<BelgianRegion, BelgianDuties>>;
  FR: { taxes: FrenchTransferTaxes; notary: NotaryScale };
}

/** Contribution de sécurité immobilière (CGI art. 879): 0.10 % of the price, at least 15 € (solutis.fr, notaires.fr). */
const FRANCE_LAND_REGISTRY_CONTRIBUTION = { percent: 0.1, minimum: 15 };

/**
 * Disbursements and formalities (land registry extracts, town-planning certificates, the notary's fixed fees for
 * formalities): no scale applies, they depend on the file. A flat estimate, shown as such.
 */
const FRANCE_DISBURSEMENTS_ESTIMATE = 1_200;

// ---------------------------------------------------------------------------------------------------------------

/**
 * Acquisition costs of a home at `price` under the rates in force on the day of the deed (`rates`, from
 * acquisition-costs.ts `acquisitionCostRatesOn`): the lines a buyer pays on top of the price, their total, and notes
 * on what is estimated or left out. Expected failures (a negative price, Belgium without a region, …) are an
 * error value. acquisition-costs.ts `acquisitionCosts` is this on the rates it looks up for the input's day.
 */
export function acquisitionCostsUnder(
  rates: AcquisitionCostRates,
  input: Omit<AcquisitionCostsInput, 'date'>,
): Result<AcquisitionCosts, AcquisitionCostsError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'costs/invalid-input', detail: problem });
  const ownHome = input.primaryResidence === true;
  const soleOwnHome = ownHome && input.firstHome === true;

  let costs: Omit<AcquisitionCosts, 'total'>;
  switch (input.country) {
    case 'LUX':
      costs = luxembourgCosts(rates.LUX, input.price, input.buyers ?? 1, ownHome);
      break;
    case 'BE':
      // invalidInput made sure a Belgian purchase names its region.
      costs = belgianCosts(rates.BE, input.price, input.region as BelgianRegion, soleOwnHome);
      break;
    case 'FR':
      costs = frenchCosts(rates.FR, input.price, input.propertyType ?? 'ancien', soleOwnHome);
      break;
  }
  const total = Math.max(
    0,
    costs.lines.reduce((sum, line) => sum + line.amount, 0),
  );
  return ok({ ...costs, total });
}

function invalidInput(input: Omit<AcquisitionCostsInput, 'date'>): string | undefined {
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
  return undefined;
}

function luxembourgCosts(rule: LuxembourgDuties, price: number, buyers: number, ownHome: boolean): Omit<AcquisitionCosts, 'total'> {
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

function belgianCosts(
  regions: Readonly<Record<BelgianRegion, BelgianDuties>>,
  price: number,
  region: BelgianRegion,
  soleOwnHome: boolean,
): Omit<AcquisitionCosts, 'total'> {
  const rule = regions[region];
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

function frenchCosts(
  { taxes, notary: scale }: AcquisitionCostRates['FR'],
  price: number,
  propertyType: PropertyType,
  firstHome: boolean,
): Omit<AcquisitionCosts, 'total'> {
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
function proportionalFee(base: number, brackets: NotaryScale['brackets']): number {
  let fee = 0;
  let lower = 0;
  for (const bracket of brackets) {
    if (base <= lower) break;
    const upper = bracket.upTo ?? Infinity;
    fee += ((Math.min(base, upper) - lower) * bracket.rate) / 100;
    lower = upper;
  }
  return fee;
}

/** '6 %', '12,5 %', '5,80665 %': as many decimals as the rate has, up to 5. */
function percent(value: number): string {
  let decimals = 0;
  while (decimals < 5 && roundHalfUp(value, decimals) !== roundHalfUp(value, 5)) decimals += 1;
  return formatPercent(value, decimals);
}
