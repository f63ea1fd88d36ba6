import { describe, expect, expectTypeOf, it } from 'vitest';
import { reminderInputSchema, type Reminder, type ReminderInput } from './reminder.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const consent = { given: true, text: 'J’accepte de recevoir un rappel.', version: '2025-09' };
const input = { email: 'paul@example.fr', categoryId: 2, amount: 300_000, duration: 240, consent };
const withRate = { ...input, targetRate: 3.1 };

describe('reminderInputSchema', () => {
  it('refuses a reminder with neither a target rate nor a date: it could never be sent', () => {
    expect(issuesOf(reminderInputSchema, input)).toEqual(['targetRate: Indiquez un taux visé, une date de rappel, ou les deux.']);
    expect(issuesOf(reminderInputSchema, { ...input, targetRate: null, targetDate: null })).toEqual([
      'targetRate: Indiquez un taux visé, une date de rappel, ou les deux.',
    ]);
  });

  it('accepts a target rate alone, a date alone, or both, without a first name', () => {
    expect(parseValid(reminderInputSchema, { ...input, targetRate: 3.1 })).toEqual({
      ...input,
      firstName: null,
      targetRate: 3.1,
      targetDate: null,
    });
    expect(parseValid(reminderInputSchema, { ...input, targetDate: '2026-03-15' }).targetRate).toBeNull();
    expect(parseValid(reminderInputSchema, { ...input, targetRate: 3.1, targetDate: '2026-03-15' })).toMatchObject({
      targetRate: 3.1,
      targetDate: new Date('2026-03-15T00:00:00Z'),
    });
  });

  it('gives a wrong target rate its own message, not the missing-target one', () => {
    expect(issuesOf(reminderInputSchema, { ...input, targetRate: 'bas' })).toEqual(['targetRate: Le taux visé doit être un nombre.']);
  });

  it('keeps only the day of the target date', () => {
    expect(parseValid(reminderInputSchema, { ...input, targetDate: '2026-03-15T18:00:00Z' }).targetDate?.toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
  });

  it('checks the optional first name like any name of a public form', () => {
    expect(issuesOf(reminderInputSchema, { ...withRate, firstName: 'Pauuuuul' })).toEqual(['firstName: Ce nom semble mal saisi.']);
  });

  it('does not let a visitor confirm or unsubscribe through the form', () => {
    expect(issuesOf(reminderInputSchema, { ...withRate, confirmedAt: '2025-01-01' })).toEqual([
      'confirmedAt: Champ inconnu\u00a0: confirmedAt.',
    ]);
  });

  it('refuses a target rate outside 0–100 %', () => {
    expect(issuesOf(reminderInputSchema, { ...input, targetRate: 120 })).toEqual([
      'targetRate: Le taux visé doit être compris entre 0 et 100\u00a0%.',
    ]);
  });

  it('gives what a stored reminder holds, but for what only the server sets', () => {
    expectTypeOf<ReminderInput>().toEqualTypeOf<Omit<Reminder, 'id' | 'confirmedAt' | 'unsubscribedAt' | 'createdAt'>>();
  });
});
