import type { RateConvention } from '@pretscope/core';

/** How the monthly rate follows from the annual one, in a sentence of a tool's note (its page and its PDF). */
export function conventionSentence(convention: RateConvention): string {
  return convention === 'equivalent'
    ? 'En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent, (1 + taux annuel)^(1/12) − 1.'
    : 'Le taux mensuel est le taux annuel divisé par 12.';
}
