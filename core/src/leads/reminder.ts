import * as v from 'valibot';
import { consentSchema, type Consent } from './consent.ts';
import { amount, dayInput, durationMonths, emailSchema, id, rate } from '../fields/field-schemas.ts';
import { personName } from './person-name.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * A visitor's request to be told when rates of a category suit them (/pret-hypothecaire/reminder, API type
 * `reminders`): by a target rate, by a date, or both.
 */
export interface Reminder {
  id: number;
  email: string;
  /** To greet the visitor by name in the reminder e-mail; optional. */
  firstName: string | null;
  categoryId: number;
  /** Euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Annual rate in percent at or below which the visitor wants to hear from us. */
  targetRate: number | null;
  /** Day on which the visitor wants to hear from us (midnight UTC). */
  targetDate: Date | null;
  /** Set when the visitor confirms the address (double opt-in); nothing is sent before. */
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  consent: Consent;
  createdAt: Date;
}

const reminderObject = strictEntity({
  email: emailSchema,
  firstName: v.optional(v.nullable(personName('Le prénom')), null),
  categoryId: id('La catégorie'),
  amount: amount(),
  duration: durationMonths(),
  targetRate: v.optional(v.nullable(rate('Le taux visé')), null),
  targetDate: v.optional(v.nullable(dayInput('La date de rappel')), null),
  consent: consentSchema,
});

/** Without a target rate or a date, no condition could ever be met: the reminder would never be sent. */
export const REMINDER_TARGET_MESSAGE = 'Indiquez un taux visé, une date de rappel, ou les deux.';

/** Whether a reminder, as stored or about to be, names a target rate, a date, or both. */
export function hasReminderTarget(reminder: { targetRate?: unknown; targetDate?: unknown }): boolean {
  return (
    (reminder.targetRate !== null && reminder.targetRate !== undefined) ||
    (reminder.targetDate !== null && reminder.targetDate !== undefined)
  );
}

/**
 * What a visitor's form may send (the form and the API's POST check it alike): a target rate, a date, or both;
 * the issue is placed on targetRate, the form's first target field. confirmedAt and unsubscribedAt are not
 * accepted: only the confirmation and unsubscribe links set them.
 */
export const reminderInputSchema = v.pipe(
  reminderObject,
  v.forward(v.partialCheck([['targetRate'], ['targetDate']], hasReminderTarget, REMINDER_TARGET_MESSAGE), ['targetRate']),
);
export type ReminderInput = v.InferOutput<typeof reminderInputSchema>;

/** What an admin's change may send; that a target remains needs the stored record, so `updateResource` checks it. */
export const reminderPatchSchema = v.partial(reminderObject);
export type ReminderPatch = v.InferOutput<typeof reminderPatchSchema>;
