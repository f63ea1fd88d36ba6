import { err, ok, type Result } from '../result.ts';
import { principalForPayment } from './annuity.ts';
import { isCountry, type Country, type CountryRuleInForce } from './country-rule.ts';
import { monthlyInsurance, type Insurance } from './insurance.ts';
import { MONTHS_PER_YEAR } from './rate-convention.ts';

export interface BorrowingCapacityInput {
  /** Total of the household's net monthly incomes, euros. */
  netMonthlyIncome: number;
  /** Existing monthly loan payments, euros (rent excluded when buying the home one lives in). */
  monthlyCharges: number;
  /** Annual rate in percent (3.5 = 3.5 %). */
  rate: number;
  /** Wished duration in months; capped to the country's maximum. */
  duration: number;
  insurance?: Insurance;
  country: Country;
  /** Day the rules are read for; today when absent (`borrowingCapacity`; `borrowingCapacityUnder` is given the day's rule). */
  date?: Date;
  /** A debt-ratio cap to use instead of the country's (a fraction, 0.4 = 40 %), e.g. a given bank's. */
  maxDebtRatio?: number;
}

export interface BorrowingCapacity {
  /** The loan instalment, insurance excluded. */
  maxMonthlyPayment: number;
  monthlyInsurance: number;
  /** Instalment + insurance. */
  maxTotalMonthly: number;
  maxAmount: number;
  /** (charges + instalment, + insurance where the rule counts it) / income. */
  debtRatio: number;
  /** The existing charges' share of it: charges / income (the rest of the debt ratio is the new loan's). */
  chargesRatio: number;
  /** The cap used: the override, or the country's rule. */
  maxDebtRatio: number;
  /** "Reste à vivre": income − charges − instalment − insurance. */
  remainingIncome: number;
  /** The duration used, in months: the wished one, capped to the rule's maximum. */
  duration: number;
  durationCapped: boolean;
  rule: { country: Country; validFrom: string; source: string };
}

export type BorrowingCapacityError = { type: 'capacity/invalid-input' | 'capacity/no-capacity'; detail: string };

/**
 * How much a household can borrow: the largest amount whose monthly cost keeps the debt ratio within the
 * country's cap (or the one given), at the rate and duration asked, the duration capped to the country's maximum.
 *
 * The monthly budget is B = cap × income − charges. Without insurance, or with insurance the rule leaves out of
 * the ratio, the instalment is B and the amount the annuity it repays. When the insurance counts in the ratio
 * (France) and is a rate on the borrowed capital, it grows with the amount, so the amount A solves
 * A × (instalment per euro + insurance per euro) = B exactly; a fixed premium simply comes off B first.
 *
 * `lending` is every country's rule in force on the day (country-rules.ts `lendingRulesOn`): borrowing-capacity.ts
 * `borrowingCapacity` is this on the rules it looks up for the input's day.
 */
export function borrowingCapacityUnder(
  lending: Readonly<Record<Country, CountryRuleInForce>>,
  input: Omit<BorrowingCapacityInput, 'date'>,
): Result<BorrowingCapacity, BorrowingCapacityError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'capacity/invalid-input', detail: problem });

  const rule = lending[input.country];
  const cap = input.maxDebtRatio ?? rule.maxDebtRatio;
  const duration = Math.min(input.duration, rule.maxDurationMonths);
  const income = input.netMonthlyIncome;
  const charges = input.monthlyCharges;

  const budget = cap * income - charges;
  if (!(budget > 0)) {
    return err({ type: 'capacity/no-capacity', detail: 'existing charges already use the whole debt-ratio budget' });
  }

  // Euros repaid by 1 € a month over the duration: the amount is linear in the instalment.
  const principalPerEuro = principalForPayment({ payment: 1, rate: input.rate, duration, convention: rule.rateConvention });
  const insurance = input.insurance;
  const insuranceCounts = rule.debtRatioIncludesInsurance && insurance !== undefined;

  let maxAmount: number;
  if (!insuranceCounts) {
    maxAmount = budget * principalPerEuro;
  } else if (insurance.basis === 'fixed') {
    maxAmount = (budget - insurance.monthly) * principalPerEuro;
  } else {
    // A / principalPerEuro + A × q = B, with q the monthly premium per euro borrowed. On the capital-owed basis
    // that is the first month's premium, the highest: the ratio holds for every later month too.
    const premiumPerEuro = insurance.rate / 100 / MONTHS_PER_YEAR;
    maxAmount = (budget * principalPerEuro) / (1 + premiumPerEuro * principalPerEuro);
  }
  if (!(maxAmount > 0)) {
    return err({ type: 'capacity/no-capacity', detail: 'the insurance premium alone uses the monthly budget' });
  }

  const maxMonthlyPayment = maxAmount / principalPerEuro;
  const premium = monthlyInsurance(maxAmount, insurance);
  const counted = charges + maxMonthlyPayment + (rule.debtRatioIncludesInsurance ? premium : 0);

  return ok({
    maxMonthlyPayment,
    monthlyInsurance: premium,
    maxTotalMonthly: maxMonthlyPayment + premium,
    maxAmount,
    debtRatio: counted / income,
    chargesRatio: charges / income,
    maxDebtRatio: cap,
    remainingIncome: income - charges - maxMonthlyPayment - premium,
    duration,
    durationCapped: input.duration > rule.maxDurationMonths,
    rule: { country: rule.country, validFrom: rule.validFrom, source: rule.source },
  });
}

function invalidInput(input: Omit<BorrowingCapacityInput, 'date'>): string | undefined {
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (!finite(input.netMonthlyIncome) || input.netMonthlyIncome <= 0) return 'netMonthlyIncome must be a finite number of euros above 0';
  if (!finite(input.monthlyCharges) || input.monthlyCharges < 0) return 'monthlyCharges must be a finite number of euros, 0 or more';
  if (!finite(input.rate) || input.rate < 0) return 'rate must be a finite annual percentage, 0 or more';
  if (!Number.isInteger(input.duration) || input.duration < 1) return 'duration must be a whole number of months, 1 or more';
  if (!isCountry(input.country)) return 'country must be LUX, BE or FR';
  if (input.maxDebtRatio !== undefined && (!finite(input.maxDebtRatio) || input.maxDebtRatio <= 0 || input.maxDebtRatio > 1)) {
    return 'maxDebtRatio must be a fraction above 0 and at most 1';
  }
  const insurance = input.insurance;
  if (insurance !== undefined) {
    if (insurance.basis === 'initial-capital' || insurance.basis === 'capital-owed') {
      if (!finite(insurance.rate) || insurance.rate < 0) return 'insurance.rate must be a finite annual percentage, 0 or more';
    } else if (insurance.basis === 'fixed') {
      if (!finite(insurance.monthly) || insurance.monthly < 0) return 'insurance.monthly must be a finite number of euros, 0 or more';
    } else {
      return 'insurance.basis must be initial-capital, capital-owed or fixed';
    }
  }
  return undefined;
}
