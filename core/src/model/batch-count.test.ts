import { describe, expect, it } from 'vitest';
import { batchCountInputSchema, batchCountPatchSchema } from './batch-count.js';
import { issuesOf, parseValid } from './schema-issues.test-support.js';

describe('batchCountInputSchema', () => {
  it('starts the counters at zero', () => {
    expect(parseValid(batchCountInputSchema, { title: 'Rappel taux juin', recipient: 'abonnes-rappel' })).toEqual({
      title: 'Rappel taux juin',
      recipient: 'abonnes-rappel',
      batchCount: 0,
      countOpenings: 0,
      countClick: 0,
    });
  });

  it('accepts more openings than e-mails sent, since one person may open many times', () => {
    expect(issuesOf(batchCountInputSchema, { title: 'x', recipient: 'y', batchCount: 10, countOpenings: 25 })).toEqual([]);
  });

  it('refuses negative or fractional counters', () => {
    expect(issuesOf(batchCountPatchSchema, { countClick: -1, batchCount: 2.5 })).toEqual([
      'batchCount: Le nombre d’envois doit être un nombre entier.',
      'countClick: Le nombre de clics ne peut pas être négatif.',
    ]);
  });
});
