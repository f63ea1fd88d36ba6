import type { DurationUnit } from '../catalogue/category.ts';
import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './french-spaces.ts';
import { formatNumber } from './format-number.ts';

const MONTHS_PER_YEAR = 12;

/** Durations rarely need decimals; two are enough for 18 months → '1,5 an' or 1 month → '0,08 an'. */
const DURATION_DECIMALS = 2;

/**
 * A duration stored in months, shown in the unit a category displays (spec §5):
 * - 'month': '1 mois', '240 mois' (mois is the same in the singular and the plural);
 * - 'year': the months divided by 12: 240 → '20 ans', 12 → '1 an', 18 → '1,5 an'. French keeps the singular
 *   below 2 ('0 an', '1,5 an'), and the rule is applied to the number as printed, so 23.99 months ('2 ans')
 *   agrees with its figure;
 * - any other unit: the value in months followed by ' ?' ('240 ?'). The spec asks for a question-marked
 *   placeholder; keeping the figure leaves the screen useful while the '?' shows the configuration is wrong,
 *   and the unknown unit itself is never echoed (it comes from stored configuration, not from the product's
 *   French wording).
 * Figures use formatNumber with at most two decimals and no trailing zeros ('1,5', not '1,50'); a non-breaking
 * space (U+00A0) keeps the unit on the figure's line, a narrow one (U+202F) the '?' (French typography, issue 20).
 * A value that is not a finite number prints '?' alone, whatever the unit.
 */
export function formatDuration(value: number, unit: DurationUnit | (string & {}) = 'month'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '?';
  switch (unit) {
    case 'month':
      return `${compactNumber(value)}${NO_BREAK_SPACE}mois`;
    case 'year': {
      const years = compactNumber(value / MONTHS_PER_YEAR);
      return `${years}${NO_BREAK_SPACE}${isFrenchSingular(years) ? 'an' : 'ans'}`;
    }
    default:
      return `${compactNumber(value)}${NARROW_NO_BREAK_SPACE}?`;
  }
}

/** formatNumber without the trailing zeros a fixed number of decimals would add: '20', '1,5', '0,08'. */
function compactNumber(value: number): string {
  const fixed = formatNumber(value, DURATION_DECIMALS);
  return fixed.includes(',') ? fixed.replace(/,?0+$/, '') : fixed;
}

/** French uses the singular for quantities whose absolute value is below 2 (1 an, 1,5 an, 0 an). */
function isFrenchSingular(printed: string): boolean {
  const magnitude = Math.abs(Number(printed.replaceAll(NARROW_NO_BREAK_SPACE, '').replace(',', '.')));
  return magnitude < 2;
}
