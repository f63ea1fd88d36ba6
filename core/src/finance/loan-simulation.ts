import { amortizationSchedule, type AmortizationSchedule } from './amortization-schedule.ts';
import { annualPercentageRate } from './annual-percentage-rate.ts';
import type { Country, CountryRuleInForce } from './country-rule.ts';
import { monthlyInsurance, type Insurance } from './insurance.ts';
import { roundToCent } from './money.ts';
import type { RateConvention } from './rate-convention.ts';
import { marketCountryField } from '../catalogue/country-field.ts';
import { formChecks, numberField, optionalField } from '../fields/form-checks.ts';

/** Fees above a fifth of the loan are no real offer, and would give TAEGs in the millions of percent. */
export const MAX_FEES_SHARE = 0.2;

/**
 * What a visitor types into the mortgage simulation, with its French messages: checked in the browser as they type
 * (`checkForm`), and on the edge by use-cases/simulate-loan.ts `simulateLoanInputSchema`, its valibot form.
 */
export const SIMULATE_LOAN_CHECKS = /* @__PURE__ */ formChecks(
  {
    amount: numberField(
      'Le montant doit être un nombre.',
      { min: 100, message: 'Le montant doit être d’au moins 100\u00a0€.' },
      { max: 100_000_000, message: 'Le montant ne peut dépasser 100\u202f000\u202f000\u00a0€.' },
    ),
    rate: numberField(
      'Le taux doit être un nombre.',
      { min: 0, message: 'Le taux ne peut être négatif.' },
      { max: 100, message: 'Le taux ne peut dépasser 100\u00a0%.' },
    ),
    duration: numberField(
      'La durée doit être un nombre.',
      { integer: true, message: 'La durée se compte en mois entiers.' },
      { min: 1, message: 'La durée doit être d’au moins 1\u00a0mois.' },
      { max: 600, message: 'La durée ne peut dépasser 50\u00a0ans.' },
    ),
    country: marketCountryField,
    fees: optionalField(numberField('Les frais doivent être un nombre.', { min: 0, message: 'Les frais ne peuvent être négatifs.' }), 0),
    insuranceRate: optionalField(
      numberField(
        'Le taux d’assurance doit être un nombre.',
        { min: 0, message: 'Le taux d’assurance ne peut être négatif.' },
        { max: 5, message: 'Le taux d’assurance ne peut dépasser 5\u00a0%.' },
      ),
      0,
    ),
  },
  {
    holds: (input) => input.fees <= MAX_FEES_SHARE * input.amount,
    message: 'Les frais ne peuvent dépasser 20\u00a0% du montant emprunté.',
    field: 'fees',
  },
);

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
