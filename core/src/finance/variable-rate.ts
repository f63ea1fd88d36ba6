import { err, ok, type Result } from '../result.ts';
import { maximumRise, variableRateLimit, type VariableRateCountry, type VariableRateLimit } from '../legal/variable-rate-limits.ts';
import { periodicPayment } from './annuity.ts';
import { rulesFor } from './country-rules.ts';
import { monthlyRate, type RateConvention } from './rate-convention.ts';

/** From instalment `fromMonth` on, the loan's annual rate is `rate` (percent). */
export interface RateStep {
  fromMonth: number;
  rate: number;
}

/** Instalments `fromMonth` to `toMonth` at one rate, with the instalment set when the period began. */
export interface RatePeriod {
  fromMonth: number;
  toMonth: number;
  /** Annual percent. */
  rate: number;
  payment: number;
  /** Capital owed when the period begins. */
  debtAtStart: number;
  /** Interest paid over the period. */
  interest: number;
}

export interface RevisedSchedule {
  periods: RatePeriod[];
  totalInterest: number;
  totalPaid: number;
}

export interface RevisedScheduleInput {
  amount: number;
  /** Months. */
  duration: number;
  convention: RateConvention;
  /** The rates, the first from month 1, in increasing months, each within the duration. */
  steps: readonly RateStep[];
}

/**
 * A constant-instalment loan whose rate changes: at each step the instalment becomes the annuity of the capital
 * still owed over the months left at the new rate, so the loan ends on its date (the usual Belgian and Luxembourg
 * revision; a contract may lengthen the loan instead, which this does not model). Unrounded, like the annuity
 * functions. Callers pass valid steps (variableRatePath builds them); nonsense is a bug and throws.
 */
export function revisedSchedule({ amount, duration, convention, steps }: RevisedScheduleInput): RevisedSchedule {
  if (steps[0]?.fromMonth !== 1) throw new RangeError('the first rate step must start at month 1');
  const periods: RatePeriod[] = [];
  let debt = amount;
  let totalInterest = 0;
  let totalPaid = 0;
  steps.forEach((step, index) => {
    const next = steps[index + 1];
    const toMonth = next ? next.fromMonth - 1 : duration;
    if (toMonth < step.fromMonth || toMonth > duration) throw new RangeError('rate steps must increase within the duration');
    const months = toMonth - step.fromMonth + 1;
    const r = monthlyRate(step.rate, convention);
    const payment = periodicPayment(debt, r, duration - step.fromMonth + 1);
    // The last period ends the debt: what floating-point noise leaves is not owed.
    const debtAfter = next ? balanceAfter(debt, r, payment, months) : 0;
    const interest = payment * months - (debt - debtAfter);
    periods.push({ fromMonth: step.fromMonth, toMonth, rate: step.rate, payment, debtAtStart: debt, interest });
    totalInterest += interest;
    totalPaid += payment * months;
    debt = debtAfter;
  });
  return { periods, totalInterest, totalPaid };
}

/** Capital owed after `paid` instalments of `payment` at the monthly rate `r`, never below 0. */
function balanceAfter(debt: number, r: number, payment: number, paid: number): number {
  if (r === 0) return Math.max(0, debt - payment * paid);
  const growth = Math.expm1(paid * Math.log1p(r)); // (1 + r)^paid − 1, exact for small rates
  return Math.max(0, debt * (1 + growth) - (payment * growth) / r);
}

/** What the rate does at each revision: stays, rises by one or two points, or rises as far as allowed. */
export const RATE_SCENARIOS = ['stable', 'plus1', 'plus2', 'cap'] as const;
export type RateScenario = (typeof RATE_SCENARIOS)[number];

const RISE: Readonly<Record<Exclude<RateScenario, 'cap'>, number>> = { stable: 0, plus1: 1, plus2: 2 };

export interface ScenarioPath extends RevisedSchedule {
  scenario: RateScenario;
  firstPayment: number;
  highestPayment: number;
  /** Annual percent. */
  highestRate: number;
}

export interface VariableRateInput {
  amount: number;
  /** The initial annual rate, percent. */
  rate: number;
  /** Months. */
  duration: number;
  country: VariableRateCountry;
  /** Months before the first revision (60 for a 5/5/5, 120 for a 10/5/5). */
  firstRevisionMonths: number;
  /** Months between the later revisions (60 for a 5/5/5 or a 10/5/5, 12 for a 1/1/1). */
  periodMonths: number;
  /** The most the contract lets the rate rise above the initial one, points (a « cap +2 »); absent when it sets none. */
  contractCap?: number;
  /** The day the loan is taken, for the rules in force; today when absent. */
  date?: Date;
}

export interface VariableRatePath {
  /** How the annual rate becomes a monthly one (the country's convention). */
  convention: RateConvention;
  limit: VariableRateLimit;
  /** The revisions: the number of instalments paid before each, in order (none when the loan ends first). */
  revisions: number[];
  /** The highest rate the law as we read it and the contract allow, annual percent; null when nothing limits it. */
  ceilingRate: number | null;
  /** Stable, +1 point, +2 points, then the cap when there is one (`ceilingRate` not null). */
  scenarios: ScenarioPath[];
  /** The cap's scenario, else (nothing limits the rate) the +2 points one. */
  worst: ScenarioPath;
}

export type VariableRateError =
  | { type: 'variable-rate/invalid-input'; detail: string }
  /** The country's law lets the rate change only after periods this long at least (Belgium: a year). */
  | { type: 'variable-rate/period-too-short'; minimumMonths: number };

/**
 * The payment path of a variable-rate mortgage under four scenarios. The rate is the initial one until the first
 * revision, after `firstRevisionMonths` instalments, then is revised every `periodMonths`. In each scenario the
 * reference moves once, at the first revision, and stays: the rate becomes the initial one plus 0, 1 or 2 points,
 * or plus as much as allowed (« cap »), but never above what the law of the country (legal/variable-rate-limits.ts,
 * as we could read it) and the contract's cap allow at that revision — in Belgium the second and third years of a
 * loan revised within three years are held to +1 and +2 points, so a rise may come in steps. At each revision the
 * instalment is the annuity of the capital owed over the months left (revisedSchedule). With a stable rate this is
 * the plain fixed-rate schedule.
 */
export function variableRatePath(input: VariableRateInput): Result<VariableRatePath, VariableRateError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'variable-rate/invalid-input', detail: problem });
  return variableRatePathUnder(variableRateLimit(input.country, input.date ?? new Date()), input);
}

/**
 * `variableRatePath` under limits read elsewhere (the country's `variableRateLimit` on the loan's day): what a page
 * runs in the browser with the limits its server sent, so that the dated table stays on the server.
 */
export function variableRatePathUnder(limit: VariableRateLimit, input: VariableRateInput): Result<VariableRatePath, VariableRateError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'variable-rate/invalid-input', detail: problem });
  const date = input.date ?? new Date();
  const shortest = Math.min(input.firstRevisionMonths, input.periodMonths);
  if (limit.minimumPeriodMonths !== null && shortest < limit.minimumPeriodMonths) {
    return err({ type: 'variable-rate/period-too-short', minimumMonths: limit.minimumPeriodMonths });
  }
  const { amount, rate, duration } = input;
  const convention = rulesFor(input.country, date).rateConvention;
  const revisions: number[] = [];
  for (let month = input.firstRevisionMonths; month < duration; month += input.periodMonths) revisions.push(month);
  const rises = revisions.map((afterMonth) =>
    maximumRise(limit, {
      initialRate: rate,
      contractCap: input.contractCap,
      firstRevisionMonths: input.firstRevisionMonths,
      afterMonth,
    }),
  );
  const highestRise = Math.max(0, ...rises);
  const ceilingRate = Number.isFinite(highestRise) ? rate + highestRise : null;

  const path = (scenario: RateScenario): ScenarioPath => {
    const wanted = scenario === 'cap' ? Number.POSITIVE_INFINITY : RISE[scenario];
    const steps: RateStep[] = [{ fromMonth: 1, rate }];
    revisions.forEach((afterMonth, index) => {
      const next = rate + Math.min(wanted, rises[index] ?? 0);
      // A revision that leaves the rate as it was changes nothing: one period, one instalment.
      if (next !== steps[steps.length - 1]?.rate) steps.push({ fromMonth: afterMonth + 1, rate: next });
    });
    const schedule = revisedSchedule({ amount, duration, convention, steps });
    const payments = schedule.periods.map((period) => period.payment);
    return {
      scenario,
      ...schedule,
      firstPayment: payments[0] ?? 0,
      highestPayment: Math.max(...payments),
      highestRate: Math.max(...schedule.periods.map((period) => period.rate)),
    };
  };

  const scenarios = (ceilingRate === null ? RATE_SCENARIOS.filter((scenario) => scenario !== 'cap') : RATE_SCENARIOS).map(path);
  const worst = scenarios[scenarios.length - 1] as ScenarioPath;
  return ok({ convention, limit, revisions, ceilingRate, scenarios, worst });
}

function invalidInput(input: VariableRateInput): string | undefined {
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const whole = (value: unknown, min: number, max: number) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  if (!finite(input.amount) || input.amount <= 0) return 'amount must be a finite number of euros above 0';
  if (!finite(input.rate) || input.rate < 0 || input.rate > 100) return 'rate must be an annual percentage from 0 to 100';
  if (!whole(input.duration, 1, 600)) return 'duration must be a whole number of months from 1 to 600';
  if (!whole(input.firstRevisionMonths, 1, 600)) return 'firstRevisionMonths must be a whole number of months from 1 to 600';
  if (!whole(input.periodMonths, 1, 600)) return 'periodMonths must be a whole number of months from 1 to 600';
  if (input.contractCap !== undefined && (!finite(input.contractCap) || input.contractCap < 0 || input.contractCap > 100)) {
    return 'contractCap must be a number of points from 0 to 100, or absent';
  }
  if (input.country !== 'BE' && input.country !== 'LUX') return 'country must be BE or LUX';
  if (input.date !== undefined && (!(input.date instanceof Date) || Number.isNaN(input.date.getTime()))) return 'date must be a valid date';
  return undefined;
}
