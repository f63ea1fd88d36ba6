import { describe, expect, it } from 'vitest';
import { solveCommand } from './solve.ts';

describe('pretscope solve', () => {
  it('finds the missing value and marks it', () => {
    expect(solveCommand(['--amount', '100000', '--rate', '12', '--duration', '12'])).toContain(
      'Mensualité : 8\u202f884,88\u00a0€  ← calculé',
    );
    expect(solveCommand(['--amount', '200000', '--duration', '360', '--payment', '1264,136046985927'])).toContain(
      'Taux : 6,500\u00a0%  ← calculé',
    );
  });

  it('says in French when no loan fits', () => {
    expect(() => solveCommand(['--amount', '200000', '--rate', '6', '--payment', '900'])).toThrow(
      'La mensualité ne couvre pas les intérêts du premier mois',
    );
    expect(() => solveCommand(['--amount', '200000', '--rate', '6'])).toThrow(/exactement trois valeurs/);
  });
});
