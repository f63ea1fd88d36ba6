import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli-error.ts';
import { simulateCommand } from './simulate.ts';

describe('pretscope simulate', () => {
  it('prints the payment, costs, TAEG and a yearly table in French', () => {
    const output = simulateCommand(['--amount', '200000', '--rate', '6,5', '--duration', '360']);
    expect(output).toContain('Mensualité : 1\u202f264,14\u00a0€');
    expect(output).toContain('TAEG : 6,70\u00a0%');
    expect(output.split('\n').filter((line) => /^\d+\s/.test(line))).toHaveLength(30);
  });

  it('prints one row a month with --by month', () => {
    const output = simulateCommand(['--amount', '12000', '--rate', '0', '--duration', '24', '--by', 'month']);
    const rows = output.split('\n').filter((line) => /^\d+\s/.test(line));
    expect(rows).toHaveLength(24);
    expect(rows[0]).toContain('500,00\u00a0€');
  });

  it('explains invalid input in French', () => {
    expect(() => simulateCommand(['--amount', 'beaucoup', '--rate', '3', '--duration', '12'])).toThrow(/--amount attend un nombre/);
    expect(() => simulateCommand(['--amount', '1000', '--rate', '3', '--duration', '12', '--country', 'DE'])).toThrow(UsageError);
  });
});
