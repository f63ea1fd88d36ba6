import {
  checkAppointment,
  describeAppointment,
  ebookRequestSchema,
  leadInputSchema,
  parseFrenchNumber,
  reminderInputSchema,
} from '@pretscope/core';
import * as v from 'valibot';
import { CONSENT_VERSION, FIELDS, type FieldName, type FormConfig, type FormErrors, type FormValues } from './form-config.ts';

/**
 * From what a visitor typed to the record a request form stores, checked with the core's schemas — the very ones
 * the JSON API validates with. Pure and synchronous, so the page runs it in the browser before sending (errors at
 * once, beside each field, nothing sent) and the server action runs it again before storing (the browser's check
 * is a convenience; the server's is the one that counts).
 */

/**
 * A number as people type it in French: '250 000', '250000', '3,2', '250 000 €' (core parseFrenchNumber). Empty
 * gives null; text that is not a number is passed on as is, so that the schema answers with its own message
 * ('… doit être un nombre.').
 */
export function typedNumber(raw: string | undefined): number | string | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  return parseFrenchNumber(text) ?? text;
}

function durationInMonths(raw: string | undefined, unit: FormConfig['durationUnit']): number | string | null {
  const parsed = typedNumber(raw);
  if (typeof parsed !== 'number' || unit !== 'years') return parsed;
  return Math.round(parsed * 12);
}

/** YYYY-MM-DD of a real day, else null. */
function validDay(raw: string | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  // JavaScript rolls 2027-02-30 over to 2 March: a day that does not come back unchanged does not exist.
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : null;
}

function consentOf(config: FormConfig, values: FormValues) {
  return { given: values.consent === 'on', text: config.consentText, version: CONSENT_VERSION };
}

/** What the checks need besides the typed values. */
export interface CheckContext {
  /** Today, YYYY-MM-DD, in the team's time zone (core `appointmentToday`). */
  today: string;
  /** The categories a reminder can be set for, to turn the chosen slug into its id. */
  categories: readonly { slug: string; id: number }[];
}

interface Built {
  attributes: Record<string, unknown>;
  /** Problems found before the schema: fields it does not know (the appointment's day and slot). */
  errors: FormErrors;
}

function buildLead(config: FormConfig, values: FormValues, { today }: CheckContext): Built {
  const errors: FormErrors = {};
  let message = values.message?.trim() ?? '';
  if (config.fields.includes('preferredDate')) {
    // Core's rule for appointments: a weekday from tomorrow on, at most twelve months ahead, in one of the slots.
    const appointment = checkAppointment({ day: values.preferredDate, slot: values.preferredSlot }, today);
    if (appointment.ok) message = `${describeAppointment(appointment.value)}${message ? `\n\n${message}` : ''}`;
    else for (const issue of appointment.error.issues) errors[issue.field === 'day' ? 'preferredDate' : 'preferredSlot'] ??= issue.message;
  }
  const phone = values.phone?.trim();
  return {
    errors,
    attributes: {
      kind: config.kind,
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: phone ? phone : null,
      country: values.country ?? '',
      amount: config.fields.includes('amount') ? typedNumber(values.amount) : null,
      duration: config.fields.includes('duration') ? durationInMonths(values.duration, config.durationUnit) : null,
      message,
      consent: consentOf(config, values),
    },
  };
}

/** The ebook asks the address and the consent only (core `ebookRequestSchema`); the lead is made from them. */
function buildEbook(config: FormConfig, values: FormValues): Built {
  return { errors: {}, attributes: { email: values.email ?? '', consent: consentOf(config, values) } };
}

function buildReminder(config: FormConfig, values: FormValues, { today, categories }: CheckContext): Built {
  const errors: FormErrors = {};
  const categoryId = categories.find((category) => category.slug === values.category)?.id;
  if (categoryId === undefined) errors.category = 'Choisissez un type de prêt de la liste.';
  // The typed date goes to the schema even when this form refuses it, so that the core's rule (a target rate, a
  // date, or both: the same check as the API's) sees that a date was given, and only the date's message shows.
  const targetDate = values.targetDate ? values.targetDate : null;
  if (targetDate) {
    const day = validDay(targetDate);
    if (!day) errors.targetDate = 'La date de rappel doit être une date valide (JJ/MM/AAAA).';
    else if (day <= today) errors.targetDate = 'Choisissez une date de rappel à partir de demain.';
  }
  const targetRate = typedNumber(values.targetRate);
  const firstName = values.firstName?.trim();
  return {
    errors,
    attributes: {
      email: values.email ?? '',
      firstName: firstName ? firstName : null,
      // A placeholder id when the category is unknown: its error is already set, and the other fields still get checked.
      categoryId: categoryId ?? 1,
      amount: typedNumber(values.amount) ?? '',
      duration: durationInMonths(values.duration, config.durationUnit) ?? '',
      targetRate,
      targetDate,
      consent: consentOf(config, values),
    },
  };
}

/** Which form field an attribute's issue belongs to. */
const FIELD_OF_ATTRIBUTE: Readonly<Record<string, FieldName>> = { categoryId: 'category' };

export interface CheckedRequest {
  errors: FormErrors;
  /** A problem that belongs to no field the form shows (only a misconfigured form can cause one). */
  formError?: string;
  /** The schema's output when everything is valid: what the server stores (the ebook's is made a lead). */
  output?: Record<string, unknown>;
}

/**
 * Checks a request form's values: the core schema of what it stores, each issue placed under its field, plus the
 * fields this form requires that the schema lets be empty (the amount of a loan request, a contact message…).
 */
export function checkRequest(config: FormConfig, values: FormValues, context: CheckContext): CheckedRequest {
  const { built, schema } =
    config.store === 'reminders'
      ? { built: buildReminder(config, values, context), schema: reminderInputSchema as v.GenericSchema }
      : config.kind === 'ebook'
        ? { built: buildEbook(config, values), schema: ebookRequestSchema as v.GenericSchema }
        : { built: buildLead(config, values, context), schema: leadInputSchema as v.GenericSchema };
  const errors: FormErrors = { ...built.errors };
  let formError: string | undefined;
  const parsed = v.safeParse(schema, built.attributes);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const attribute = v.getDotPath(issue)?.split('.')[0];
      const field = (attribute && (FIELD_OF_ATTRIBUTE[attribute] ?? attribute)) as FieldName | undefined;
      if (field && config.fields.includes(field)) errors[field] ??= issue.message;
      else formError ??= `Votre demande n’a pas pu être validée\u00a0: ${issue.message}`;
    }
  }
  for (const field of config.required) {
    if (!errors[field] && !(values[field] ?? '').trim()) errors[field] = FIELDS[field].requiredMessage;
  }
  const valid = parsed.success && Object.keys(errors).length === 0 && formError === undefined;
  return { errors, formError, output: valid ? (parsed.output as Record<string, unknown>) : undefined };
}

/** The values of a submitted form, by the form's field names ('on' for a ticked consent box). */
export function formValues(config: FormConfig, form: FormData): FormValues {
  const values: FormValues = {};
  for (const field of config.fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
