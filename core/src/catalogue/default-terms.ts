import type { CategoryConfig } from './category.ts';

/** A category's amount (euros) and duration (months) to compare or simulate a loan for. */
export interface CategoryTerms {
  amount: number;
  /** Months. */
  duration: number;
}

/** What the default terms are read from: the category's preset lists and the preselected position in each. */
export interface TermsSource {
  config: Readonly<Pick<CategoryConfig, 'amountIndex' | 'durationIndex'>> & { amounts: readonly number[]; durations: readonly number[] };
}

/**
 * A category's default amount and duration (spec §3: config holds the amounts and durations lists and the
 * preselected `amountIndex` and `durationIndex` in them): the preselected amount and duration, the ones a category
 * page, the home page's best rates, a personal loan's page and the API's mortgage grid start from.
 *
 * The spec's default is a position in the category's own list, so the default is always one of the values the
 * category proposes (the ones its page lets a visitor pick, and its rates are observed on): a position past the
 * end of a list (which the core schema refuses, but a record stored before it might hold) falls back on the
 * list's first value, and a category without any amount or duration has no default terms (null).
 */
export function defaultTerms(category: TermsSource): CategoryTerms | null {
  const { amounts, durations, amountIndex, durationIndex } = category.config;
  const amount = amounts[amountIndex] ?? amounts[0];
  const duration = durations[durationIndex] ?? durations[0];
  return amount === undefined || duration === undefined ? null : { amount, duration };
}
