import * as v from 'valibot';
import { amortizationSchedule, type AmortizationSchedule } from '../finance/amortization-schedule.ts';
import { annualPercentageRate } from '../finance/annual-percentage-rate.ts';
import { rulesFor, type Country } from '../finance/country-rules.ts';
import { monthlyInsurance, type Insurance } from '../finance/insurance.ts';
import { roundToCent } from '../finance/money.ts';
import type { RateConvention } from '../finance/rate-convention.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import type { Clock } from '../ports/clock.ts';

/** Fees above a fifth of the loan are no real offer, and would give TAEGs in the millions of percent. */
export const MAX_FEES_SHARE = 0.2;

/** What a visitor types into the mortgage simulation; French messages, checked once at the edge. */
export const simulateLoanInputSchema = v.pipe(
  v.strictObject({
    amount: v.pipe(
      v.number('Le montant doit être un nombre.'),
      v.minValue(100, 'Le montant doit être d’au moins 100\u00a0€.'),
      v.maxValue(100_000_000, 'Le montant ne peut dépasser 100\u202f000\u202f000\u00a0€.'),
    ),
    rate: v.pipe(
      v.number('Le taux doit être un nombre.'),
      v.minValue(0, 'Le taux ne peut être négatif.'),
      v.maxValue(100, 'Le taux ne peut dépasser 100\u00a0%.'),
    ),
    duration: v.pipe(
      v.number('La durée doit être un nombre.'),
      v.integer('La durée se compte en mois entiers.'),
      v.minValue(1, 'La durée doit être d’au moins 1\u00a0mois.'),
      v.maxValue(600, 'La durée ne peut dépasser 50\u00a0ans.'),
    ),
    country: marketCountrySchema,
    fees: v.optional(v.pipe(v.number('Les frais doivent être un nombre.'), v.minValue(0, 'Les frais ne peuvent être négatifs.')), 0),
    insuranceRate: v.optional(
      v.pipe(
        v.number('Le taux d’assurance doit être un nombre.'),
        v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
        v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5\u00a0%.'),
      ),
      0,
    ),
  }),
  v.forward(
    v.check((input) => input.fees <= MAX_FEES_SHARE * input.amount, 'Les frais ne peuvent dépasser 20\u00a0% du montant emprunté.'),
    ['fees'],
  ),
);

export type SimulateLoanInput = v.InferOutput<typeof simulateLoanInputSchema>;

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
 * visitor's country (Belgium quotes an equivalent periodic rate).
 */
export function simulateLoan(deps: { clock: Clock }, input: SimulateLoanInput): LoanSimulation {
  const { amount, rate, duration, country, fees, insuranceRate } = input;
  const convention = rulesFor(country, deps.clock.now()).rateConvention;
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
