import { err, ok, type Result } from '../result.ts';
import {
  maximumPenalty,
  penaltySituation,
  type EarlyRepaymentPenaltyRule,
  type EarlyRepaymentPenaltyRules,
} from '../legal/early-repayment-penalty-rule.ts';
import type { RateKind } from '../legal/legal-ceiling-rule.ts';
import { monthlyPayment } from './annuity.ts';
import { isCountry, type Country, type CountryRuleInForce } from './country-rule.ts';
import { monthlyRate, type RateConvention } from './rate-convention.ts';

/** After a partial repayment: keep the monthly payment and end sooner, or keep the end date and pay less. */
export type EarlyRepaymentKeep = 'payment' | 'duration';

export const EARLY_REPAYMENT_KEEPS: readonly EarlyRepaymentKeep[] = ['payment', 'duration'];

export interface EarlyRepaymentInput {
  /** The loan as signed: amount in euros, annual rate in percent, duration in months. */
  amount: number;
  rate: number;
  duration: number;
  /** Instalments paid when the early repayment is made, with the last of them: 1 to duration − 1. */
  month: number;
  /** Euros repaid on top of that instalment; the capital owed or more repays the loan in full. */
  repayment: number;
  keep: EarlyRepaymentKeep;
  country: Country;
  rateKind: RateKind;
  /** Luxembourg: the loan financed the borrower's main home, lived in for two uninterrupted years at least. */
  mainHomeTwoYears?: boolean;
  /** Day of the repayment, for the rules in force; today when absent (`earlyRepayment`; `earlyRepaymentUnder` is given the day's rules). */
  date?: Date;
}

/** The rules an early repayment depends on, in force on its day, for every country. */
export interface EarlyRepaymentRules {
  /** Each country's lending rules (country-rules.ts `lendingRulesOn`): the rate convention. */
  lending: Readonly<Record<Country, CountryRuleInForce>>;
  /** Each situation's penalty rule (early-repayment-penalties.ts `penaltyRulesOn`). */
  penalties: EarlyRepaymentPenaltyRules;
}

/** The rest of the loan from the month after the repayment on. */
export interface LoanRest {
  /** The instalment (the last one may be smaller when the payment is kept). */
  monthlyPayment: number;
  /** Instalments left; 0 when the loan is repaid in full. */
  months: number;
  /** The last instalment, which ends the debt (0 when none is left). */
  lastPayment: number;
  /** Interest still to pay. */
  interest: number;
}

export type EarlyRepaymentPenalty =
  /** The legal maximum, in euros. */
  | { type: 'capped'; amount: number }
  /** No indemnity. */
  | { type: 'none'; amount: 0 }
  /**
   * Part or all of the repayment has no legal cap: `amount` is the maximum for the capped part (0 if none is),
   * `uncappedRepayment` the euros whose indemnity only the lender can work out.
   */
  | { type: 'partly-uncapped'; amount: number; uncappedRepayment: number };

export interface EarlyRepayment {
  /** How the annual rate became a monthly one (the country's convention). */
  convention: RateConvention;
  /** Capital owed after the instalment of `month`, before the early repayment. */
  debtBefore: number;
  /** What is actually repaid: the repayment, at most the capital owed. */
  repaid: number;
  /** The loan is repaid in full. */
  full: boolean;
  /** The loan as it would go on without the repayment. */
  without: LoanRest;
  /** The loan after the repayment. */
  after: LoanRest;
  /** Interest no longer paid: without.interest − after.interest. */
  interestSaved: number;
  monthsSaved: number;
  /** How much lower the instalment is: when the duration is kept, or all of it when the loan is repaid in full. */
  paymentReduction: number;
  penalty: EarlyRepaymentPenalty;
  /** interestSaved − the penalty's legal maximum; null when part of the penalty has no legal cap. */
  netSavings: number | null;
  rule: EarlyRepaymentPenaltyRule;
}

export type EarlyRepaymentError = { type: 'early-repayment/invalid-input'; detail: string };

/**
 * What an early repayment of a constant-instalment loan saves, and what it may cost.
 *
 * After `month` instalments the capital owed is D (the annuity's balance); the borrower pays R more, so
 * D' = D − R is left over n − month months. Keeping the duration, the instalment becomes the annuity of D'
 * over the same months. Keeping the instalment P, the loan ends once D' is repaid: k = ⌈−ln(1 − rD'/P) /
 * ln(1 + r)⌉ instalments, the last one the balance left after k − 1 of them, with its month's interest. The
 * interest saved is the difference of the interest still to pay; the penalty is the legal maximum of the
 * country's rule (`legal/early-repayment-penalties.ts`), and the net saving is the one less the other.
 * Unrounded, like the annuity functions: round only for display.
 *
 * `rules` are those in force on the day of the repayment; early-repayment.ts `earlyRepayment` is this on the rules
 * it looks up for the input's day.
 */
export function earlyRepaymentUnder(
  rules: EarlyRepaymentRules,
  input: Omit<EarlyRepaymentInput, 'date'>,
): Result<EarlyRepayment, EarlyRepaymentError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'early-repayment/invalid-input', detail: problem });

  const { amount, rate, duration, month, keep } = input;
  const convention = rules.lending[input.country].rateConvention;
  const r = monthlyRate(rate, convention);
  const payment = monthlyPayment({ amount, rate, duration, convention });
  const remainingMonths = duration - month;
  const debtBefore = balanceAfter(amount, r, payment, month);
  const without: LoanRest = {
    monthlyPayment: payment,
    months: remainingMonths,
    lastPayment: payment,
    interest: payment * remainingMonths - debtBefore,
  };

  const full = input.repayment >= debtBefore;
  const repaid = full ? debtBefore : input.repayment;
  const left = debtBefore - repaid;
  const after = full
    ? { monthlyPayment: 0, months: 0, lastPayment: 0, interest: 0 }
    : keep === 'duration'
      ? sameDuration(left, r, remainingMonths)
      : samePayment(left, r, payment, remainingMonths);

  const rule = rules.penalties[penaltySituation(input)];
  const maximum = maximumPenalty(rule.cap, repaid, debtBefore, r);
  const penalty: EarlyRepaymentPenalty =
    maximum.uncapped > 0
      ? { type: 'partly-uncapped', amount: maximum.amount, uncappedRepayment: maximum.uncapped }
      : rule.cap.type === 'none' || repaid === 0
        ? { type: 'none', amount: 0 }
        : { type: 'capped', amount: maximum.amount };
  // Floating noise must not turn "nothing saved" into −0,000001 € saved.
  const interestSaved = Math.max(0, without.interest - after.interest);

  return ok({
    convention,
    debtBefore,
    repaid,
    full,
    without,
    after,
    interestSaved,
    monthsSaved: remainingMonths - after.months,
    paymentReduction: full || keep === 'duration' ? payment - after.monthlyPayment : 0,
    penalty,
    netSavings: penalty.type === 'partly-uncapped' ? null : interestSaved - penalty.amount,
    rule,
  });
}

/** Capital owed after `paid` instalments of `payment` (the annuity's balance), never below 0. */
function balanceAfter(amount: number, r: number, payment: number, paid: number): number {
  if (r === 0) return Math.max(0, amount - payment * paid);
  const growth = Math.expm1(paid * Math.log1p(r)); // (1 + r)^paid − 1, exact for small rates
  return Math.max(0, amount * (1 + growth) - (payment * growth) / r);
}

function sameDuration(debt: number, r: number, months: number): LoanRest {
  const payment = r === 0 ? debt / months : (debt * r) / -Math.expm1(-months * Math.log1p(r));
  return { monthlyPayment: payment, months, lastPayment: payment, interest: payment * months - debt };
}

function samePayment(debt: number, r: number, payment: number, maxMonths: number): LoanRest {
  if (debt === 0) return { monthlyPayment: 0, months: 0, lastPayment: 0, interest: 0 };
  // Real number of instalments that repay the debt, rounded up; a hair of tolerance keeps an exact whole number
  // (an early repayment of 0) from becoming one month more through rounding noise.
  const exact = r === 0 ? debt / payment : -Math.log1p(-(r * debt) / payment) / Math.log1p(r);
  const months = Math.min(maxMonths, Math.max(1, Math.ceil(exact - 1e-9)));
  const before = balanceAfter(debt, r, payment, months - 1);
  const lastPayment = before * (1 + r);
  return { monthlyPayment: payment, months, lastPayment, interest: payment * (months - 1) + lastPayment - debt };
}

function invalidInput(input: Omit<EarlyRepaymentInput, 'date'>): string | undefined {
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (!finite(input.amount) || input.amount <= 0) return 'amount must be a finite number of euros above 0';
  if (!finite(input.rate) || input.rate < 0) return 'rate must be a finite annual percentage, 0 or more';
  if (!Number.isInteger(input.duration) || input.duration < 2) return 'duration must be a whole number of months, 2 or more';
  if (!Number.isInteger(input.month) || input.month < 1 || input.month >= input.duration) {
    return 'month must be a whole number of instalments paid, from 1 to duration − 1';
  }
  if (!finite(input.repayment) || input.repayment < 0) return 'repayment must be a finite number of euros, 0 or more';
  if (input.keep !== 'payment' && input.keep !== 'duration') return 'keep must be payment or duration';
  if (!isCountry(input.country)) return 'country must be LUX, BE or FR';
  if (input.rateKind !== 'fixed' && input.rateKind !== 'variable') return 'rateKind must be fixed or variable';
  return undefined;
}
