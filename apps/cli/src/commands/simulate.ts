import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { formatDuration, formatEuros, formatPercent, simulateLoan, simulateLoanInputSchema, systemClock } from '@pretscope/core';
import { numberOption, UsageError } from '../cli-error.ts';
import { printTable } from '../print-table.ts';

/** Prints a loan simulation and its amortization table (by year unless --by month). */
export function simulateCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: {
      amount: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      country: { type: 'string', default: 'FR' },
      fees: { type: 'string' },
      insurance: { type: 'string' },
      by: { type: 'string', default: 'year' },
    },
  });
  const parsed = v.safeParse(simulateLoanInputSchema, {
    amount: numberOption(values, 'amount'),
    rate: numberOption(values, 'rate'),
    duration: numberOption(values, 'duration'),
    country: values.country?.toUpperCase(),
    fees: numberOption(values, 'fees'),
    insuranceRate: numberOption(values, 'insurance'),
  });
  if (!parsed.success)
    throw new UsageError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'entrée'} : ${issue.message}`).join('\n'));
  const result = simulateLoan({ clock: systemClock }, parsed.output);
  const { amount, duration, rate } = parsed.output;
  const summary = [
    `Prêt de ${formatEuros(amount)} sur ${formatDuration(duration, duration % 12 === 0 ? 'year' : 'month')} à ${formatPercent(rate)} (${result.country}, taux ${result.convention === 'equivalent' ? 'périodique équivalent' : 'nominal'})`,
    `Mensualité : ${formatEuros(result.payment)}${result.monthlyInsurance > 0 ? ` + assurance ${formatEuros(result.monthlyInsurance)} = ${formatEuros(result.monthlyTotal)}` : ''}`,
    `Intérêts : ${formatEuros(result.totalInterest)} · Assurance : ${formatEuros(result.totalInsurance)} · Frais : ${formatEuros(result.fees)}`,
    `Coût total du crédit : ${formatEuros(result.totalCost)} · Montant total dû : ${formatEuros(result.totalDue)} · TAEG : ${formatPercent(result.apr)}`,
  ];
  const byMonth = values.by === 'month';
  const rows = (
    byMonth
      ? result.schedule.months.map((m) => ({ ...m, label: String(m.month) }))
      : result.schedule.years.map((y) => ({ ...y, label: String(y.year) }))
  ).map((row) => [
    row.label,
    formatEuros(row.repayment),
    formatEuros(row.interestPayment),
    formatEuros(row.debtPayment),
    formatEuros(row.insurance),
    formatEuros(row.debtRest),
  ]);
  const table = printTable([byMonth ? 'Mois' : 'Année', 'Échéance', 'Intérêts', 'Capital', 'Assurance', 'Capital restant'], rows);
  return `${summary.join('\n')}\n\n${table}`;
}
