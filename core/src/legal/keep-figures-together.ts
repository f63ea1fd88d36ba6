import { frenchTypography } from '../format/french-typography.ts';

/**
 * A legal sentence as printed in running text: French typography (`frenchTypography`), so that the spaces inside a
 * number ('10 000') and between a number and its unit ('48 mois', '3,50 %', '250 €') cannot break a line.
 */
export function keepFiguresTogether(text: string): string {
  return frenchTypography(text);
}
