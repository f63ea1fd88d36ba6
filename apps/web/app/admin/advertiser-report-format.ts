import { formatNumber } from '@pretscope/core';

/** « 3,45 % », or a dash without impressions to divide by. */
export function formatRate(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, 2)}\u00a0%`;
}

/** « 2,4 », or a dash when the product was not shown. */
export function formatRank(value: number | null): string {
  return value === null ? '—' : formatNumber(value, 1);
}
