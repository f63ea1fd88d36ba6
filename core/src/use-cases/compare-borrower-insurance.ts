import * as v from 'valibot';
import { amortizationSchedule } from '../finance/amortization-schedule.ts';
import { annualPercentageRate } from '../finance/annual-percentage-rate.ts';
import { rulesFor, type Country } from '../finance/country-rules.ts';
import { INSURANCE_RATE_BASES, type Insurance, type InsuranceRateBasis } from '../finance/insurance.ts';
import { roundToCent } from '../finance/money.ts';
import type { RateConvention } from '../finance/rate-convention.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import { borrowerInsuranceLaw, type BorrowerInsuranceLaw } from '../legal/borrower-insurance-law.ts';
import { legalDay } from '../legal/legal-mentions.ts';
import type { Clock } from '../ports/clock.ts';

const insuranceRateSchema = v.pipe(
  v.number('Le taux d’assurance doit être un nombre.'),
  v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
  v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5\u00a0%.'),
);
const basisSchema = v.picklist(INSURANCE_RATE_BASES, 'Choisissez le capital emprunté ou le capital restant dû.');

/** What a visitor types into the borrower-insurance comparison; French messages, checked once at the edge. */
export const compareBorrowerInsuranceInputSchema = v.strictObject({
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
  groupRate: insuranceRateSchema,
  groupBasis: basisSchema,
  outsideRate: insuranceRateSchema,
  outsideBasis: basisSchema,
});

export type CompareBorrowerInsuranceInput = v.InferOutput<typeof compareBorrowerInsuranceInputSchema>;

/** One insurance contract on the loan: its premiums, what it costs and what it does to the TAEG. */
export interface InsuranceContractCost {
  basis: InsuranceRateBasis;
  /** Yearly rate, percent. */
  rate: number;
  /** The first month's premium, to the cent. */
  firstPremium: number;
  /** The last month's premium, to the cent (the same as the first on the initial-capital basis). */
  lastPremium: number;
  /** Total premiums ÷ number of months, to the cent. */
  averagePremium: number;
  /** Premiums over the whole loan: the schedule's cents added up. */
  totalCost: number;
  /** The first month's instalment with this insurance. */
  firstMonthlyTotal: number;
  /** TAEG with this insurance, two decimals. */
  apr: number;
  /** TAEA: the TAEG with the insurance less the TAEG without, from the unrounded rates, two decimals. */
  insuranceApr: number;
}

export interface BorrowerInsuranceComparison {
  country: Country;
  convention: RateConvention;
  /** The regular instalment without insurance, to the cent. */
  payment: number;
  totalInterest: number;
  /** TAEG of the loan without insurance. */
  aprWithoutInsurance: number;
  group: InsuranceContractCost;
  outside: InsuranceContractCost;
  /** Group contract's total cost − the outside insurer's: positive when the outside insurer costs less. */
  saving: number;
  /** The law on borrower insurance in the country on the day. */
  law: BorrowerInsuranceLaw;
}

/**
 * The bank's group contract against an outside insurer on the same loan: each contract's premiums on its own
 * basis, read from the bank-style schedule (cents, as the borrower pays them), its total and its TAEG with the
 * loan's instalments, as the mortgage simulation computes it (no fees: the page compares insurance only).
 */
export function compareBorrowerInsurance(deps: { clock: Clock }, input: CompareBorrowerInsuranceInput): BorrowerInsuranceComparison {
  const { amount, rate, duration, country } = input;
  const today = deps.clock.now();
  const convention = rulesFor(country, today).rateConvention;
  const terms = { amount, rate, duration, convention };
  const plain = amortizationSchedule({ ...terms, mode: 'banking' });
  const aprWithout = annualPercentageRate({ ...terms, schedule: plain }, { decimals: null });

  const contract = (basis: InsuranceRateBasis, insuranceRate: number): InsuranceContractCost => {
    const insurance: Insurance = { basis, rate: insuranceRate };
    const schedule = amortizationSchedule({ ...terms, mode: 'banking', insurance });
    const first = schedule.months[0];
    const last = schedule.months.at(-1);
    const aprWith = annualPercentageRate({ ...terms, insurance, schedule }, { decimals: null });
    return {
      basis,
      rate: insuranceRate,
      firstPremium: first?.insurance ?? 0,
      lastPremium: last?.insurance ?? 0,
      averagePremium: roundToCent(schedule.totals.insurance / duration),
      totalCost: schedule.totals.insurance,
      firstMonthlyTotal: first?.repayment ?? 0,
      apr: annualPercentageRate({ ...terms, insurance, schedule }),
      insuranceApr: roundToCent(Math.max(0, aprWith - aprWithout)),
    };
  };

  const group = contract(input.groupBasis, input.groupRate);
  const outside = contract(input.outsideBasis, input.outsideRate);
  return {
    country,
    convention,
    payment: plain.months[0]?.payment ?? 0,
    totalInterest: plain.totals.interest,
    aprWithoutInsurance: annualPercentageRate({ ...terms, schedule: plain }),
    group,
    outside,
    saving: roundToCent(group.totalCost - outside.totalCost),
    law: borrowerInsuranceLaw(country, legalDay(today)),
  };
}
