import { amortizationSchedule, type AmortizationSchedule } from './amortization-schedule.ts';
import { annualPercentageRate } from './annual-percentage-rate.ts';
import type { Country, CountryRuleInForce } from './country-rule.ts';
import { monthlyInsurance, type Insurance } from './insurance.ts';
import { roundToCent } from './money.ts';
import type { RateConvention } from './rate-convention.ts';

/** A loan to simulate: euros, annual percent, months, the borrower's country, fees in euros, insurance in % a year of the capital. */
export interface LoanSimulationTerms {
  amount: number;
  rate: number;
  duration: number;
  country: Country;
  fees: number;
  insuranceRate: number;
}

export interface LoanSimulation {
  country: Country;
  convention: RateConvention;
  /** The regular instalment, rounded to the cent as the lender charges it (the last one may differ). */
  payment: number;
  monthlyInsurance: number;
  /** Instalment + insurance: what leaves the account each month. */
  monthlyTotal: number;
  totalInterest: number;
  totalInsurance: number;
  fees: number;
  /** Cost of the credit: interest + insurance + fees. */
  totalCost: number;
  /** Everything the borrower pays: amount + cost. */
  totalDue: number;
  /** TAEG, two decimals. */
  apr: number;
  schedule: AmortizationSchedule;
}

/**
 * The mortgage simulation: payment, costs, TAEG and the bank-style table, with the rate convention of the
 * visitor's country in force on the day (`lending`: country-rules.ts `lendingRulesOn`; Belgium quotes an equivalent
 * periodic rate). The terms are checked already (use-cases/simulate-loan.ts `simulateLoanInputSchema`);
 * use-cases/simulate-loan.ts `simulateLoan` is this on the rules of its clock's day.
 */
export function loanSimulationUnder(lending: Readonly<Record<Country, CountryRuleInForce>>, input: LoanSimulationTerms): LoanSimulation {
  const { amount, rate, duration, country, fees, insuranceRate } = input;
  const convention = lending[country].rateConvention;
  const insurance: Insurance | undefined = insuranceRate > 0 ? { basis: 'initial-capital', rate: insuranceRate } : undefined;
  const schedule = amortizationSchedule({ amount, rate, duration, convention, mode: 'banking', insurance });
  const payment = schedule.months[0]?.payment ?? 0;
  const insurancePerMonth = roundToCent(monthlyInsurance(amount, insurance));
  const totalCost = roundToCent(schedule.totals.interest + schedule.totals.insurance + fees);
  return {
    country,
    convention,
    payment,
    monthlyInsurance: insurancePerMonth,
    monthlyTotal: roundToCent(payment + insurancePerMonth),
    totalInterest: schedule.totals.interest,
    totalInsurance: schedule.totals.insurance,
    fees,
    totalCost,
    totalDue: roundToCent(amount + totalCost),
    apr: annualPercentageRate({ amount, rate, duration, convention, fees, insurance }),
    schedule,
  };
}
