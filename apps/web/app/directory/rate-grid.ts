/** A product's current rates, as its page shows them: amounts (rows) × durations (columns). */
export interface RateGrid {
  amounts: number[];
  /** Months. */
  durations: number[];
  /** `gridKey(amount, duration)` → the latest observed rate. */
  rates: Record<string, number>;
  /** The day of the latest observation, ISO 'YYYY-MM-DD'. */
  observedOn: string | null;
}

export const gridKey = (amount: number, duration: number) => `${amount}:${duration}`;
