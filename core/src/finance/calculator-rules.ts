import { marketCountries, type MarketCountry } from '../catalogue/country.ts';
import { borrowerInsuranceLawsOn } from '../legal/borrower-insurance-law.ts';
import { penaltyRulesOn } from '../legal/early-repayment-penalties.ts';
import { ceilingKindOf, type CeilingRules } from '../legal/legal-ceiling-rule.ts';
import { ceilingRulesOn } from '../legal/legal-ceilings.ts';
import { legalDay } from '../legal/legal-day.ts';
import type { AdvertisedCredit, MentionRules } from '../legal/legal-mention-wording.ts';
import { mentionRulesOn } from '../legal/legal-mentions.ts';
import { acquisitionCostRatesOn } from './acquisition-costs.ts';
import type { BorrowerInsuranceRules } from './borrower-insurance-comparison.ts';
import { lendingRulesOn } from './country-rules.ts';
import type { EarlyRepaymentRules } from './early-repayment-rule.ts';
import type { PurchaseRules } from './purchase-budget-rule.ts';

/**
 * Every rule the calculators apply, as in force on one instant: each country's lending rules, acquisition cost
 * rates, early-repayment penalty rules, law on borrower insurance, legal mentions, and the APR and duration ceilings.
 * Plain JSON, picked from core's dated tables on the server (`calculatorRulesOn`), so that a calculator's page can
 * compute in the browser with the server's day and without the tables: the functions that apply one day's rules
 * (`borrowingCapacityUnder`, `purchaseBudgetUnder`, `projectReachUnder`, `earlyRepaymentUnder`,
 * `loanSimulationUnder`, `borrowerInsuranceComparisonUnder`, `legalCeilingUnder`, `legalMentionsUnder`) take it, or
 * the part they need, as it is.
 */
export interface CalculatorRules extends PurchaseRules, EarlyRepaymentRules, BorrowerInsuranceRules {
  /** The legal day of the instant ('YYYY-MM-DD', see `legalDay`). */
  day: string;
  /** The APR and duration ceilings of that day, of every kind of loan or of the credit asked for. */
  ceilings: CeilingRules;
  /** Each country's legal mentions in force that day. */
  mentions: Record<MarketCountry, MentionRules>;
}

/**
 * The calculators' rules in force on `date`, each picked as the function that applies it alone would pick it
 * (`lendingRulesOn`, `acquisitionCostRatesOn`, `penaltyRulesOn` read the day as `versionInForce` does;
 * `borrowerInsuranceLawsOn`, `ceilingRulesOn` and `mentionRulesOn` as `legalDay` does), so that computing with
 * them gives what `borrowingCapacity`, `purchaseBudget`, `legalCeilingFor`… give for that date. With `credit`, the
 * ceilings are those of its kind only (`ceilingKindOf`): all a calculator of that credit checks.
 */
export function calculatorRulesOn(date: Date, credit?: AdvertisedCredit): CalculatorRules {
  return {
    day: legalDay(date),
    lending: lendingRulesOn(date),
    costs: acquisitionCostRatesOn(date),
    penalties: penaltyRulesOn(date),
    insuranceLaws: borrowerInsuranceLawsOn(date),
    ceilings: ceilingRulesOn(date, credit === undefined ? undefined : [ceilingKindOf(credit)]),
    mentions: Object.fromEntries(marketCountries.map((market) => [market, mentionRulesOn(market, date)])) as Record<
      MarketCountry,
      MentionRules
    >,
  };
}
