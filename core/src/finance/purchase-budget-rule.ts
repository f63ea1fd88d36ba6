import { err, ok, type Result } from '../result.ts';
import { acquisitionCostsUnder, type AcquisitionCostRates, type AcquisitionCosts } from './acquisition-costs-rule.ts';
import type { BelgianRegion, PropertyType } from './property-purchase.ts';
import { isBuyerProfile, type BuyerProfile, type Country, type CountryRuleInForce } from './country-rule.ts';

/** The rules a purchase's budget depends on, in force on the day of the deed, for every country. */
export interface PurchaseRules {
  /** Each country's lending rules (country-rules.ts `lendingRulesOn`): the LTV caps. */
  lending: Readonly<Record<Country, CountryRuleInForce>>;
  /** Each country's acquisition cost rates (acquisition-costs.ts `acquisitionCostRatesOn`). */
  costs: AcquisitionCostRates;
}

export interface PurchaseBudgetInput {
  price: number;
  /** Own funds the buyers bring, euros. */
  ownFunds: number;
  country: Country;
  /** Belgium only, required there. */
  region?: BelgianRegion;
  /** France only; 'ancien' when absent. */
  propertyType?: PropertyType;
  /** Luxembourg only; 1 when absent. */
  buyers?: number;
  /** Decides the LTV cap and the tax reliefs (a first-time buyer owns no other home and will live in this one). */
  buyerProfile: BuyerProfile;
  /** Day of the deed; today when absent (`purchaseBudget`; `purchaseBudgetUnder` is given the day's rules). */
  date?: Date;
}

export interface PurchaseBudget {
  costs: AcquisitionCosts;
  /** Price + acquisition costs. */
  totalNeeded: number;
  /** What must be borrowed: totalNeeded − ownFunds, never below 0. */
  loanNeeded: number;
  /** The part of the own funds the purchase takes. */
  ownFundsUsed: number;
  /** Own funds beyond what the purchase needs. */
  ownFundsLeft: number;
  /** loanNeeded / price. */
  ltv: number;
  /** The country's LTV cap for this buyer profile (1 where no rule caps it). */
  ltvCap: number;
  /** ltv ≤ ltvCap. */
  meetsLtvRule: boolean;
  /** Own funds needed for the loan to stay within the cap: totalNeeded − ltvCap × price, never below 0. */
  minOwnFundsForLtv: number;
  rule: { country: Country; validFrom: string; source: string };
}

export type PurchaseBudgetError = { type: 'budget/invalid-input'; detail: string };

/**
 * How much to borrow for a purchase: the price plus the country's acquisition costs, less the own funds, and how
 * the loan compares with the country's loan-to-value rule for this buyer. The costs' tax reliefs follow the buyer
 * profile: 'firstTimeBuyer' and 'primaryResidence' live in the home (Luxembourg's Bëllegen Akt), and only a
 * 'firstTimeBuyer' owns no other home (Belgium's sole-own-home rates, France's primo-accédant rate).
 *
 * `rules` are those in force on the day of the deed; purchase-budget.ts `purchaseBudget` is this on the rules it
 * looks up for the input's day.
 */
export function purchaseBudgetUnder(
  rules: PurchaseRules,
  input: Omit<PurchaseBudgetInput, 'date'>,
): Result<PurchaseBudget, PurchaseBudgetError> {
  if (typeof input.price !== 'number' || !Number.isFinite(input.price) || input.price <= 0) {
    return err({ type: 'budget/invalid-input', detail: 'price must be a finite number of euros above 0' });
  }
  if (typeof input.ownFunds !== 'number' || !Number.isFinite(input.ownFunds) || input.ownFunds < 0) {
    return err({ type: 'budget/invalid-input', detail: 'ownFunds must be a finite number of euros, 0 or more' });
  }
  if (!isBuyerProfile(input.buyerProfile)) {
    return err({ type: 'budget/invalid-input', detail: 'buyerProfile must be firstTimeBuyer, primaryResidence or other' });
  }

  const costs = acquisitionCostsUnder(rules.costs, {
    price: input.price,
    country: input.country,
    region: input.region,
    propertyType: input.propertyType,
    buyers: input.buyers,
    primaryResidence: input.buyerProfile !== 'other',
    firstHome: input.buyerProfile === 'firstTimeBuyer',
  });
  if (!costs.ok) return err({ type: 'budget/invalid-input', detail: costs.error.detail });

  const rule = rules.lending[input.country];
  const ltvCap = rule.ltvCaps[input.buyerProfile];
  const totalNeeded = input.price + costs.value.total;
  const loanNeeded = Math.max(0, totalNeeded - input.ownFunds);
  const ownFundsLeft = Math.max(0, input.ownFunds - totalNeeded);
  const ltv = loanNeeded / input.price;

  return ok({
    costs: costs.value,
    totalNeeded,
    loanNeeded,
    ownFundsUsed: input.ownFunds - ownFundsLeft,
    ownFundsLeft,
    ltv,
    ltvCap,
    meetsLtvRule: ltv <= ltvCap,
    minOwnFundsForLtv: Math.max(0, totalNeeded - ltvCap * input.price),
    rule: { country: rule.country, validFrom: rule.validFrom, source: rule.source },
  });
}
