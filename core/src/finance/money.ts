/**
 * Rounding money to the cent, half away from zero, as banks and the TAEG rules print it.
 *
 * Binary floating point stores 1.005 as 1.00499999…, so a plain Math.round(x * 100) would round it down.
 * Nudging by a relative epsilon before rounding gives the decimal answer a person expects
 * without changing any value that is not on a half-cent boundary.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled * (1 + 4 * Number.EPSILON)) / factor;
  // No negative zero: −0,004 € rounds to a plain 0 that prints and compares as one.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds euros to the cent. */
export function roundToCent(euros: number): number {
  return roundHalfUp(euros, 2);
}

/** Whole cents of an amount in euros (exact integer arithmetic from there on). */
export function toCents(euros: number): number {
  return Math.round(roundToCent(euros) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
