import { describe, expect, expectTypeOf, it } from 'vitest';
import { reminderInputSchema, type Reminder, type ReminderInput } from './reminder.js';
import { issuesOf, parseValid } from './schema-issues.test-support.js';

const consent = { given: true, text: 'J’accepte de recevoir un rappel.', version: '2025-09' };
const input = { email: 'paul@example.fr', categoryId: 2, amount: 300_000, duration: 240, consent };

describe('reminderInputSchema', () => {
  it('accepts a reminder without target, name or date', () => {
    expect(parseValid(reminderInputSchema, input)).toEqual({ ...input, firstName: null, targetRate: null, targetDate: null });
  });

  it('keeps only the day of the target date', () => {
    expect(parseValid(reminderInputSchema, { ...input, targetDate: '2026-03-15T18:00:00Z' }).targetDate?.toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
  });

  it('checks the optional first name like any name of a public form', () => {
    expect(issuesOf(reminderInputSchema, { ...input, firstName: 'Pauuuuul' })).toEqual(['firstName: Ce nom semble mal saisi.']);
  });

  it('does not let a visitor confirm or unsubscribe through the form', () => {
    expect(issuesOf(reminderInputSchema, { ...input, confirmedAt: '2025-01-01' })).toEqual(['confirmedAt: Champ inconnu : confirmedAt.']);
  });

  it('refuses a target rate outside 0–100 %', () => {
    expect(issuesOf(reminderInputSchema, { ...input, targetRate: 120 })).toEqual(['targetRate: Le taux visé doit être compris entre 0 et 100 %.']);
  });

  it('gives what a stored reminder holds, but for what only the server sets', () => {
    expectTypeOf<ReminderInput>().toEqualTypeOf<Omit<Reminder, 'id' | 'confirmedAt' | 'unsubscribedAt' | 'createdAt'>>();
  });
});
