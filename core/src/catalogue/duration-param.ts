import { parseFrenchNumber } from '../format/parse-french-number.ts';
import type { DurationUnit } from './category.ts';

/*
 * A duration as the comparator's links write and read it (`duree`), apart from the comparator's request
 * (comparator-query.ts): the tool results and product pages that link to a comparator need only this.
 */

const MONTHS_PER_YEAR = 12;
const DURATION_TEXT = /^(.*?)\s*(ans?|années?|mois)?\s*$/i;

/** A duration field's text in months: « 20 » years → 240, « 2,5 » years → 30, « 240 mois » → 240; null when not a number. */
export function readDuration(text: string, unit: DurationUnit): number | null {
  const [, figure = '', word = ''] = DURATION_TEXT.exec(text) ?? [];
  const value = parseFrenchNumber(figure);
  if (value === null || value <= 0) return null;
  const inYears = word ? !word.toLowerCase().startsWith('m') : unit === 'year';
  // Years to months without binary noise: 2,5 × 12 = 30 exactly, 1,1 × 12 is not a whole month.
  return inYears ? Math.round(value * MONTHS_PER_YEAR * 1e6) / 1e6 : value;
}

/**
 * A duration as a link to any comparator writes it, whatever that category's unit: « 25 ans » when it is whole years,
 * « 30 mois » otherwise (`readDuration` reads the word before the category's unit). For links built without the
 * category at hand: tool results, product pages.
 */
export function durationParam(months: number): string {
  return months % MONTHS_PER_YEAR === 0 ? `${months / MONTHS_PER_YEAR} ans` : `${months} mois`;
}
