import { formatPercent, loanSimulationUnder, monthlyRate, SIMULATE_LOAN_CHECKS, type LoanSimulation, type MonthRow } from '@pretscope/core';
import { mortgageCategoryFor, type NextStepsTerms } from '../routing/journey-links.ts';
import { calculatorLegal, type CalculatorLaw, type CalculatorLegal } from './calculator-law.ts';
import { toCountry, toNumber, validate, type RawValues } from './form-values.ts';
import type { CalculatorView } from './live-calculator.ts';

export const SIMULATION_DEFAULTS = { pays: 'LUX', montant: '300000', taux: '3,5', duree: '25', mois: '', assurance: '', frais: '' };

export type SimulationValues = RawValues<keyof typeof SIMULATION_DEFAULTS>;

export interface SimulationResult extends Omit<LoanSimulation, 'schedule'> {
  schedule: Pick<LoanSimulation['schedule'], 'years' | 'totals'>;
  /** The month rows, only when asked for (monthly-schedule.tsx says why). */
  months: MonthRow[] | null;
  monthCount: number;
  amount: number;
  rate: number;
  /** Months. */
  duration: number;
  equivalentMonthlyRate: number;
  nominalMonthlyRate: number;
}

export interface SimulationView extends CalculatorView, CalculatorLegal {
  result: SimulationResult | null;
  /** The simulated amount and duration, carried to the offers and to the request form. */
  terms: NextStepsTerms | null;
}

/**
 * The mortgage simulation (/pret-hypothecaire/simulation): payment, insurance, costs, TAEG and the amortization
 * table of the typed loan (core's `loanSimulationUnder`, with the law's day's rules), the month rows only when `monthly`. Pure: the
 * loader and the browser run it alike (live-calculator.ts).
 */
export function simulationView(values: SimulationValues, law: CalculatorLaw, monthly: boolean): SimulationView {
  const inMonths = values.mois.trim() !== '';
  const checked = validate(
    SIMULATE_LOAN_CHECKS,
    {
      amount: toNumber(values.montant),
      rate: toNumber(values.taux),
      duration: inMonths ? toNumber(values.mois) : (toNumber(values.duree) ?? Number.NaN) * 12,
      country: values.pays,
      fees: toNumber(values.frais),
      insuranceRate: toNumber(values.assurance),
    },
    { amount: 'montant', rate: 'taux', duration: inMonths ? 'mois' : 'duree', country: 'pays', fees: 'frais', insuranceRate: 'assurance' },
  );
  if (!checked.ok)
    return { errors: checked.errors, result: null, terms: null, ...calculatorLegal(law, { country: toCountry(values.pays), loan: null }) };
  const { amount, rate, duration, country } = checked.value;
  const { schedule, ...simulation } = loanSimulationUnder(law.rules.lending, checked.value);
  return {
    errors: {},
    terms: { categorySlug: mortgageCategoryFor(country), amount: Math.round(amount), durationMonths: duration, country },
    ...calculatorLegal(law, { country, loan: { amount, durationMonths: duration, apr: simulation.apr } }),
    result: {
      ...simulation,
      schedule: { years: schedule.years, totals: schedule.totals },
      months: monthly ? schedule.months : null,
      monthCount: schedule.months.length,
      amount,
      rate,
      duration,
      equivalentMonthlyRate: monthlyRate(rate, 'equivalent') * 100,
      nominalMonthlyRate: monthlyRate(rate, 'nominal') * 100,
    },
  };
}

/** How the result's country turns the annual rate into a monthly one, in a sentence under the figures (page and PDF). */
export function rateConventionNote(result: SimulationResult): string {
  return result.convention === 'equivalent'
    ? `En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent, (1 + taux annuel)^(1/12) − 1, soit ${formatPercent(result.equivalentMonthlyRate, 4)} par mois au lieu de ${formatPercent(result.nominalMonthlyRate, 4)} (taux annuel divisé par 12)\u00a0: la mensualité est un peu plus basse qu’au Luxembourg ou en France pour le même taux affiché.`
    : `${result.country === 'FR' ? 'En France' : 'Au Luxembourg'}, le taux mensuel est le taux annuel divisé par 12, soit ${formatPercent(result.nominalMonthlyRate, 4)} par mois.`;
}
