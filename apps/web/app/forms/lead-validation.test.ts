import { describe, expect, it } from 'vitest';
import type { FormConfig, FormValues } from './form-config.ts';
import { checkRequest } from './lead-validation.ts';

/** The rate reminder form's fields (routes/forms/rate-reminder.tsx); wording that the checks do not read is left empty. */
const reminderForm: FormConfig = {
  path: '/pret-hypothecaire/reminder',
  store: 'reminders',
  title: '',
  metaTitle: '',
  metaDescription: '',
  intro: '',
  purpose: '',
  consentText: 'J’accepte que Prêtscope m’envoie par e-mail l’alerte de taux demandée.',
  fields: ['email', 'firstName', 'category', 'amount', 'duration', 'targetRate', 'targetDate', 'consent'],
  required: ['email', 'category', 'amount', 'duration', 'consent'],
  durationUnit: 'months',
  submitLabel: '',
  nextSteps: [],
};

const context = { today: '2026-11-24', categories: [{ slug: 'pret-hypothecaire', id: 2 }] };
const typed: FormValues = { email: 'paul@example.fr', category: 'pret-hypothecaire', amount: '300 000', duration: '240', consent: 'on' };

describe('checkRequest on the rate reminder form', () => {
  it('asks for a target rate or a date with the core schema’s message, under the target rate', () => {
    const checked = checkRequest(reminderForm, typed, context);
    expect(checked.errors).toEqual({ targetRate: 'Indiquez un taux visé, une date de rappel, ou les deux.' });
    expect(checked.output).toBeUndefined();
  });

  it('accepts a target rate alone or a date alone', () => {
    expect(checkRequest(reminderForm, { ...typed, targetRate: '3,2' }, context).output).toMatchObject({
      targetRate: 3.2,
      targetDate: null,
    });
    expect(checkRequest(reminderForm, { ...typed, targetDate: '2027-01-15' }, context).output).toMatchObject({
      targetRate: null,
      targetDate: new Date('2027-01-15T00:00:00Z'),
    });
  });

  it('shows only the date’s own message when the date given is refused', () => {
    expect(checkRequest(reminderForm, { ...typed, targetDate: '2027-02-30' }, context).errors).toEqual({
      targetDate: 'La date de rappel doit être une date valide (JJ/MM/AAAA).',
    });
    expect(checkRequest(reminderForm, { ...typed, targetDate: '2026-11-24' }, context).errors).toEqual({
      targetDate: 'Choisissez une date de rappel à partir de demain.',
    });
  });
});
