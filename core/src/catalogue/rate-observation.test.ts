import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  rateObservationInputSchema,
  rateObservationPatchSchema,
  type RateObservation,
  type RateObservationInput,
} from './rate-observation.ts';
import { issuesOf, parseValid, type Flat } from '../fields/schema-issues.test-support.ts';

const input = { rate: 3.45, amount: 250_000, duration: 300, productId: 12 };

describe('rateObservationInputSchema', () => {
  it('accepts an observed rate, without a score by default', () => {
    expect(parseValid(rateObservationInputSchema, input)).toEqual({ ...input, score: null });
  });

  it('keeps only the day an imported rate was observed (spec §3: dates normalised to midnight)', () => {
    expect(parseValid(rateObservationInputSchema, { ...input, createdAt: '2025-05-14T09:12:00+02:00' }).createdAt?.toISOString()).toBe(
      '2025-05-14T00:00:00.000Z',
    );
  });

  it('accepts a zero rate, which promotional loans have', () => {
    expect(issuesOf(rateObservationInputSchema, { ...input, rate: 0 })).toEqual([]);
  });

  it('names every field out of range', () => {
    expect(
      issuesOf(rateObservationInputSchema, { rate: 101, amount: 0, duration: 12.5, productId: 0, score: Number.POSITIVE_INFINITY }),
    ).toEqual([
      'rate: Le taux doit être compris entre 0 et 100\u00a0%.',
      'amount: Le montant doit être supérieur à 0\u00a0€.',
      'duration: La durée doit être un nombre entier de mois.',
      'productId: Le produit doit être un entier positif.',
      'score: Le score doit être un nombre fini.',
    ]);
  });

  it('gives what a stored loan holds, but for its id and with its dates optional', () => {
    expectTypeOf<RateObservationInput>().toEqualTypeOf<
      Flat<Omit<RateObservation, 'id' | 'createdAt' | 'modifiedAt'> & { createdAt?: Date | undefined }>
    >();
  });
});

describe('rateObservationPatchSchema', () => {
  it('accepts a single corrected field', () => {
    expect(parseValid(rateObservationPatchSchema, { rate: 3.4 })).toEqual({ rate: 3.4 });
  });
});
