import { formatReportRank, formatReportRate } from '@pretscope/core';

/** « 3,45 % », or a dash without impressions to divide by (the same words as the PDF export, core). */
export const formatRate = formatReportRate;

/** « 2,4 », or a dash when the product was not shown. */
export const formatRank = formatReportRank;
