import { amortizationSchedule } from './amortization-schedule.ts';
import { annualPercentageRate } from './annual-percentage-rate.ts';
import type { Country, CountryRuleInForce } from './country-rule.ts';
import { INSURANCE_RATE_BASES, type Insurance, type InsuranceRateBasis } from './insurance.ts';
import { roundToCent } from './money.ts';
import type { RateConvention } from './rate-convention.ts';
import type { BorrowerInsuranceLaw } from '../legal/borrower-insurance-law.ts';
import { marketCountryField } from '../catalogue/country-field.ts';
import { choiceField, formChecks, numberField } from '../fields/form-checks.ts';

const insuranceRateField = /* @__PURE__ */ numberField(
  'Le taux d’assurance doit être un nombre.',
  { min: 0, message: 'Le taux d’assurance ne peut être négatif.' },
  { max: 5, message: 'Le taux d’assurance ne peut dépasser 5\u00a0%.' },
);
const basisField = /* @__PURE__ */ choiceField(INSURANCE_RATE_BASES, 'Choisissez le capital emprunté ou le capital restant dû.');

/**
 * What a visitor types into the borrower-insurance comparison, with its French messages: checked in the browser as
 * they type (`checkForm`), and on the edge by use-cases/compare-borrower-insurance.ts
 * `compareBorrowerInsuranceInputSchema`, its valibot form.
 */
export const COMPARE_BORROWER_INSURANCE_CHECKS = /* @__PURE__ */ formChecks({
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
  groupRate: insuranceRateField,
  groupBasis: basisField,
  outsideRate: insuranceRateField,
  outsideBasis: basisField,
});

/** The loan and the two contracts to compare: euros, annual percent, months; each contract's yearly rate and basis. */
export interface BorrowerInsuranceTerms {
  amount: number;
  rate: number;
  duration: number;
  country: Country;
  groupRate: number;
  groupBasis: InsuranceRateBasis;
  outsideRate: number;
  outsideBasis: InsuranceRateBasis;
}

/** The rules the comparison depends on, in force on its day, for every country. */
export interface BorrowerInsuranceRules {
  /** Each country's lending rules (country-rules.ts `lendingRulesOn`): the rate convention. */
  lending: Readonly<Record<Country, CountryRuleInForce>>;
  /** Each country's law on borrower insurance (legal/borrower-insurance-law.ts `borrowerInsuranceLawsOn`). */
  insuranceLaws: Readonly<Record<Country, BorrowerInsuranceLaw>>;
}

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
 * `rules` are those in force on the day; use-cases/compare-borrower-insurance.ts `compareBorrowerInsurance` is this
 * on the rules of its clock's day.
 */
export function borrowerInsuranceComparisonUnder(
  rules: BorrowerInsuranceRules,
  input: BorrowerInsuranceTerms,
): BorrowerInsuranceComparison {
  const { amount, rate, duration, country } = input;
  const convention = rules.lending[country].rateConvention;
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
    law: rules.insuranceLaws[country],
  };
}
