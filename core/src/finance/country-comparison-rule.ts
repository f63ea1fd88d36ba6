import type { CrossBorderIncomeRule, CrossBorderIncomeRules } from '../legal/cross-border-income.ts';
import { err, ok, type Result } from '../result.ts';
import { monthlyPayment } from './annuity.ts';
import { borrowingCapacityUnder, type BorrowingCapacity, type BorrowingCapacityInput } from './borrowing-capacity-rule.ts';
import { COUNTRIES, isCountry, type Country } from './country-rule.ts';
import { monthlyInsurance, type Insurance } from './insurance.ts';
import { monthlyRate, MONTHS_PER_YEAR, type RateConvention } from './rate-convention.ts';
import { isFeasible } from './feasible.ts';
import { projectReachUnder, type ProjectReach, type ProjectReachError } from './project-reach-rule.ts';
import type { BelgianRegion, PropertyType } from './property-purchase.ts';
import { purchaseBudgetUnder, type PurchaseBudget, type PurchaseBudgetInput, type PurchaseRules } from './purchase-budget-rule.ts';

/*
 * One project, three countries: the same price, own funds and household bought in Luxembourg, Belgium and France,
 * each with a lender of that country applying its own rules. Nothing is computed here that the single-country
 * functions do not compute: each column is purchaseBudgetUnder + borrowingCapacityUnder + projectReachUnder for that
 * country, with the income the lender counts (legal/cross-border-income.ts) and the payment on the loan needed.
 * country-comparison.ts looks up the day's rules; this module holds none, so the browser computes with the server's.
 */

/** The day's rules a comparison applies: every country's lending rules and cost rates, and how each lender counts income. */
export interface CountryComparisonRules extends PurchaseRules {
  incomes: CrossBorderIncomeRules;
}

export interface CountryComparisonInput {
  price: number;
  ownFunds: number;
  buyerProfile: PurchaseBudgetInput['buyerProfile'];
  /** Where the property would be in Belgium (its duties are regional). */
  region: BelgianRegion;
  /** France: 'ancien' when absent. */
  propertyType?: PropertyType;
  /** Luxembourg: buyers sharing the Bëllegen Akt credit; 1 when absent. */
  buyers?: number;
  /** The household's net monthly income, charges, rate, wished duration (months) and insurance, as for one country. */
  borrowing: Omit<BorrowingCapacityInput, 'country' | 'date'>;
  /** Where the household lives. */
  residence: Country;
  /** Where its income is earned (paid). */
  workCountry: Country;
  /** Day of the rules; today when absent (`countryComparison`; `countryComparisonUnder` is given the day's rules). */
  date?: Date;
}

/** What a lender of one country counts of the household's income. */
export interface IncomeCounted {
  /** Euros a month, the share of the net income the rule counts. */
  netMonthlyIncome: number;
  /** The household lives in this country. */
  resident: boolean;
  /** The income is paid in another country than this lender's. */
  salaryAbroad: boolean;
  rule: CrossBorderIncomeRule;
}

/** One country's answer: the single-country computations, and the loan needed's payment and cost there. */
export interface CountryAnswer {
  country: Country;
  income: IncomeCounted;
  budget: PurchaseBudget;
  /** Null when the household has no capacity left there (charges or insurance use the whole budget). */
  capacity: BorrowingCapacity | null;
  reach: ProjectReach;
  /** The loan needed's instalment over `reach.duration`, at the rate, with the country's rate convention. */
  monthlyPayment: number;
  /** The insurance's first month on the loan needed (the same every month unless on the capital owed). */
  monthlyInsurance: number;
  /** Interest over the whole loan. */
  totalInterest: number;
  /** Insurance over the whole loan. */
  totalInsurance: number;
  /** Interest + insurance: what the loan costs. */
  creditCost: number;
  /** Price + acquisition costs + credit cost: what the purchase costs in all. */
  totalCost: number;
  /** The household can borrow the loan needed (reach.reachable) and the loan keeps within the country's LTV cap. */
  feasible: boolean;
}

export interface CountryComparison {
  /** Luxembourg, Belgium, France, in that order. */
  answers: CountryAnswer[];
  /** The household lives in one country and works in another. */
  crossBorder: boolean;
}

export type CountryComparisonError = ProjectReachError | { type: 'comparison/invalid-input'; detail: string };

/**
 * The same project in each of the three countries, each under its own lender's rules. Per country:
 * - the income the lender counts: the net income × the rule's counted share when it is paid in another country
 *   (legal/cross-border-income.ts: no source gives a share below 1, so far it is the income as typed);
 * - the purchase's costs, loan needed and LTV check (`purchaseBudgetUnder`);
 * - the capacity at the wished duration capped to the country's maximum (`borrowingCapacityUnder`) and whether it
 *   covers the loan needed, with the smallest fixes (`projectReachUnder`);
 * - the instalment, interest and insurance of the loan needed over that duration, and the purchase's total cost;
 * - feasible: the capacity covers the loan needed and the LTV cap is kept.
 */
export function countryComparisonUnder(
  rules: CountryComparisonRules,
  input: Omit<CountryComparisonInput, 'date'>,
): Result<CountryComparison, CountryComparisonError> {
  if (!isCountry(input.residence)) return err({ type: 'comparison/invalid-input', detail: 'residence must be LUX, BE or FR' });
  if (!isCountry(input.workCountry)) return err({ type: 'comparison/invalid-input', detail: 'workCountry must be LUX, BE or FR' });
  const answers: CountryAnswer[] = [];
  for (const country of COUNTRIES) {
    const answer = countryAnswer(rules, input, country);
    if (!answer.ok) return answer;
    answers.push(answer.value);
  }
  return ok({ answers, crossBorder: input.residence !== input.workCountry });
}

function countryAnswer(
  rules: CountryComparisonRules,
  input: Omit<CountryComparisonInput, 'date'>,
  country: Country,
): Result<CountryAnswer, CountryComparisonError> {
  const rule = rules.incomes[country];
  const salaryAbroad = input.workCountry !== country;
  const income: IncomeCounted = {
    netMonthlyIncome: input.borrowing.netMonthlyIncome * (salaryAbroad ? rule.countedShare : 1),
    resident: input.residence === country,
    salaryAbroad,
    rule,
  };
  const purchase: Omit<PurchaseBudgetInput, 'date'> = {
    price: input.price,
    ownFunds: input.ownFunds,
    country,
    buyerProfile: input.buyerProfile,
    ...(country === 'BE' ? { region: input.region } : {}),
    ...(country === 'FR' && input.propertyType !== undefined ? { propertyType: input.propertyType } : {}),
    ...(country === 'LUX' && input.buyers !== undefined ? { buyers: input.buyers } : {}),
  };
  const borrowing = { ...input.borrowing, netMonthlyIncome: income.netMonthlyIncome };

  const budget = purchaseBudgetUnder(rules, purchase);
  if (!budget.ok) return budget;
  const reach = projectReachUnder(rules, { purchase, borrowing });
  if (!reach.ok) return reach;
  const capacity = borrowingCapacityUnder(rules.lending, { ...borrowing, country });
  if (!capacity.ok && capacity.error.type !== 'capacity/no-capacity') return capacity;

  const { loanNeeded, duration } = reach.value;
  const convention = rules.lending[country].rateConvention;
  const insurance = input.borrowing.insurance;
  const payment = loanNeeded > 0 ? monthlyPayment({ amount: loanNeeded, rate: input.borrowing.rate, duration, convention }) : 0;
  const totalInterest = loanNeeded > 0 ? payment * duration - loanNeeded : 0;
  const totalInsurance =
    loanNeeded > 0 && insurance !== undefined ? insuranceOver(loanNeeded, input.borrowing.rate, duration, convention, insurance) : 0;
  const creditCost = totalInterest + totalInsurance;
  return ok({
    country,
    income,
    budget: budget.value,
    capacity: capacity.ok ? capacity.value : null,
    reach: reach.value,
    monthlyPayment: payment,
    monthlyInsurance: loanNeeded > 0 ? monthlyInsurance(loanNeeded, insurance) : 0,
    totalInterest,
    totalInsurance,
    creditCost,
    totalCost: budget.value.totalNeeded + creditCost,
    feasible: isFeasible({ reachable: reach.value.reachable, meetsLtvRule: budget.value.meetsLtvRule }),
  });
}

/**
 * The insurance paid over a loan: the premium × the months, or on the capital owed the rate × the sum of the capital
 * owed at the start of each month. That sum has a closed form (no schedule to build): with r the monthly rate, P the
 * instalment and S = Σ (1 + r)^k for k < n = ((1 + r)^n − 1) / r, the capital owed at the start of month k + 1 is
 * A (1 + r)^k − P ((1 + r)^k − 1) / r, whose sum is A S − P (S − n) / r; at r = 0 it is A (n + 1) / 2. The properties
 * check it against amortizationSchedule's insurance column.
 */
function insuranceOver(amount: number, rate: number, months: number, convention: RateConvention, insurance: Insurance): number {
  if (insurance.basis !== 'capital-owed') return monthlyInsurance(amount, insurance) * months;
  const r = monthlyRate(rate, convention);
  const owedSum =
    r === 0
      ? (amount * (months + 1)) / 2
      : (() => {
          const growth = Math.expm1(months * Math.log1p(r)) / r;
          const payment = monthlyPayment({ amount, rate, duration: months, convention });
          return amount * growth - (payment * (growth - months)) / r;
        })();
  return (owedSum * insurance.rate) / 100 / MONTHS_PER_YEAR;
}
