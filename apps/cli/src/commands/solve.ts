import { parseArgs } from 'node:util';
import { formatEuros, formatNumber, formatPercent, solveLoan } from '@pretscope/core';
import { numberOption, UsageError } from '../cli-error.ts';

const NO_SOLUTION: Record<string, string> = {
  'payment-below-interest': 'La mensualité ne couvre pas les intérêts du premier mois : le prêt ne serait jamais remboursé.',
  'payment-below-zero-rate-payment': 'La mensualité ne rembourse pas le montant sur cette durée, même à 0 %.',
  'rate-too-high': 'Aucun taux réaliste ne correspond à cette mensualité.',
};

export function solveCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: { amount: { type: 'string' }, rate: { type: 'string' }, duration: { type: 'string' }, payment: { type: 'string' } },
  });
  const result = solveLoan({
    amount: numberOption(values, 'amount'),
    rate: numberOption(values, 'rate'),
    duration: numberOption(values, 'duration'),
    payment: numberOption(values, 'payment'),
  });
  if (!result.ok) {
    if (result.error.type === 'loan/no-solution') throw new UsageError(NO_SOLUTION[result.error.reason] ?? result.error.detail);
    throw new UsageError(`Indiquez exactement trois valeurs parmi --amount, --rate, --duration et --payment. (${result.error.detail})`);
  }
  const { amount, rate, duration, payment, solvedFor } = result.value;
  const lines = {
    amount: `Montant : ${formatEuros(amount)}`,
    rate: `Taux : ${formatPercent(rate, 3)}`,
    duration: `Durée : ${formatNumber(duration, Number.isInteger(duration) ? 0 : 1)} mois`,
    payment: `Mensualité : ${formatEuros(payment)}`,
  };
  return Object.entries(lines)
    .map(([field, line]) => (field === solvedFor ? `${line}  ← calculé` : line))
    .join('\n');
}
