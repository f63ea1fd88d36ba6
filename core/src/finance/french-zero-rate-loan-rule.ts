import { err, ok, type Result } from '../result.ts';
import type { FrenchZeroRateLoanRules } from '../legal/french-zero-rate-loan.ts';
import { roundHalfUp } from './money.ts';

/**
 * France's prêt à taux zéro on one day's rules (legal/french-zero-rate-loan.ts `frenchZeroRateLoanRulesOn`): who
 * gets it and how much. Pure: no table lives here.
 *
 * resources = max(revenu fiscal de référence N-2, cost ÷ 9); coefficient by occupants; tranche = the first whose
 * bound holds resources ÷ coefficient (none: above the ceiling, no PTZ); amount = quotité(housing, tranche) ×
 * min(cost, single cost ceiling × coefficient capped at 5 occupants).
 */

/** Zone ABC of the commune; A bis shares zone A's figures. */
export type ZeroRateLoanZone = 'A' | 'B1' | 'B2' | 'C';

export const ZERO_RATE_LOAN_ZONES: readonly ZeroRateLoanZone[] = ['A', 'B1', 'B2', 'C'];

/** What the PTZ finances. */
export type ZeroRateLoanHousing =
  /** A new home in a collective building (a flat). */
  | 'neuf-collectif'
  /** A new house. */
  | 'neuf-individuel'
  /** An old home with works of at least 25 % of the operation's cost. */
  | 'ancien-travaux'
  /** An old home without such works: no PTZ. */
  | 'ancien';

export const ZERO_RATE_LOAN_HOUSINGS: readonly ZeroRateLoanHousing[] = ['neuf-collectif', 'neuf-individuel', 'ancien-travaux', 'ancien'];

export interface ZeroRateLoanInput {
  zone: ZeroRateLoanZone;
  /** People who will live in the home, 1 or more. */
  occupants: number;
  /** Revenu fiscal de référence of year N-2 of every future occupant, euros. */
  income: number;
  /** The operation's total cost, euros: price, and works for an old home (notary fees and duties excluded). */
  cost: number;
  housing: ZeroRateLoanHousing;
  /** Has not owned their main home in the last two years. */
  firstTimeBuyer: boolean;
}

/** Why there is no PTZ. */
export type ZeroRateLoanRefusal = 'not-first-time-buyer' | 'housing' | 'zone' | 'income';

export interface ZeroRateLoan {
  /** Euros, rounded to the euro down (0 when refused). */
  amount: number;
  refusal: ZeroRateLoanRefusal | null;
  /** The resources counted: the higher of the income and the cost ÷ 9. */
  resources: number;
  familyCoefficient: number;
  /** Resources ceiling for the household in the zone. */
  incomeCeiling: number;
  /** 1 to 4; null above the ceiling. */
  tranche: 1 | 2 | 3 | 4 | null;
  /** %, 0 when refused. */
  quotite: number;
  /** Cost ceiling for the household in the zone. */
  costCeiling: number;
  /** The cost the quotité applies to: min(cost, ceiling). */
  costCounted: number;
}

export type ZeroRateLoanError = { type: 'ptz/invalid-input'; detail: string };

export function frenchZeroRateLoanUnder(rules: FrenchZeroRateLoanRules, input: ZeroRateLoanInput): Result<ZeroRateLoan, ZeroRateLoanError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'ptz/invalid-input', detail: problem });
  const { zone, occupants, income, cost, housing } = input;
  const coefficients = rules.familyCoefficients;
  const familyCoefficient = coefficients[Math.min(occupants, coefficients.length) - 1] as number;
  const costCoefficient = coefficients[Math.min(occupants, rules.costCeilingMaxOccupants, coefficients.length) - 1] as number;
  const bounds = rules.trancheCeilings[zone];
  const incomeCeiling = roundHalfUp(bounds[3] * familyCoefficient, 2);
  const costCeiling = roundHalfUp(rules.singleCostCeiling[zone] * costCoefficient, 2);
  const resources = Math.max(income, cost / rules.costDivisor);
  const perShare = resources / familyCoefficient;
  const index = bounds.findIndex((bound) => perShare <= bound + 1e-9);
  const tranche = index < 0 ? null : ((index + 1) as 1 | 2 | 3 | 4);
  const costCounted = Math.min(cost, costCeiling);
  const base = { resources, familyCoefficient, incomeCeiling, tranche, costCeiling, costCounted };

  const quotites = rules.quotites[housing];
  let refusal: ZeroRateLoanRefusal | null = null;
  if (!input.firstTimeBuyer) refusal = 'not-first-time-buyer';
  else if (!quotites) refusal = 'housing';
  else if (housing === 'ancien-travaux' && !rules.oldHomeZones.includes(zone)) refusal = 'zone';
  else if (tranche === null) refusal = 'income';
  if (refusal !== null || !quotites || tranche === null) return ok({ ...base, amount: 0, refusal, quotite: 0 });

  const quotite = quotites[tranche - 1] as number;
  // Integer arithmetic on cents so that 40 % of 202 500 € is 81 000 €, not 80 999,99.
  const amount = Math.floor((Math.round(costCounted * 100) * quotite) / 100 / 100);
  return ok({ ...base, amount, refusal: null, quotite });
}

function invalidInput(input: ZeroRateLoanInput): string | undefined {
  if (!ZERO_RATE_LOAN_ZONES.includes(input.zone)) return 'zone must be A, B1, B2 or C';
  if (!Number.isInteger(input.occupants) || input.occupants < 1) return 'occupants must be a whole number, 1 or more';
  if (!Number.isFinite(input.income) || input.income < 0) return 'income must be a finite number of euros, 0 or more';
  if (!Number.isFinite(input.cost) || input.cost < 0) return 'cost must be a finite number of euros, 0 or more';
  if (!ZERO_RATE_LOAN_HOUSINGS.includes(input.housing)) return 'housing must be neuf-collectif, neuf-individuel, ancien-travaux or ancien';
  return undefined;
}
