import { err, ok, type Result } from '../result.ts';
import { parseIsoDate } from '../fields/iso-date.ts';

/**
 * When a visitor may ask an adviser to call them (/prendre-rendez-vous): a day and a part of that day. The team
 * calls on weekdays, from tomorrow on (today's calls are already planned), and plans at most twelve months ahead.
 * The form, the API and anything else that takes an appointment check it here.
 */

/** The parts of the day an adviser calls in, with how a visitor reads them. */
export const APPOINTMENT_SLOTS = [
  { value: 'matin', label: 'Matin (9 h – 12 h)' },
  { value: 'apres-midi', label: 'Après-midi (14 h – 17 h)' },
  { value: 'fin-de-journee', label: 'Fin de journée (17 h – 19 h)' },
] as const;
export type AppointmentSlotName = (typeof APPOINTMENT_SLOTS)[number]['value'];

/** How far ahead an appointment may be asked for, in calendar months. */
export const APPOINTMENT_MAX_MONTHS_AHEAD = 12;

/** The team's time zone: "tomorrow" is tomorrow in Luxembourg, whatever the server's clock zone. */
export const APPOINTMENT_TIME_ZONE = 'Europe/Luxembourg';

export interface Appointment {
  /** The day, YYYY-MM-DD. */
  day: string;
  slot: AppointmentSlotName;
}

export type AppointmentIssue =
  | { field: 'day'; type: 'day-missing' | 'day-invalid' | 'day-not-future' | 'day-weekend' | 'day-too-far'; message: string }
  | { field: 'slot'; type: 'slot-missing'; message: string };

export type AppointmentError = { type: 'appointment/invalid'; issues: AppointmentIssue[] };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Made once: a formatter with a time zone costs far more to make than to use. */
const APPOINTMENT_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: APPOINTMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of an instant in the team's time zone, YYYY-MM-DD. */
export function appointmentToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return APPOINTMENT_DAY_FORMAT.format(now);
}

/**
 * The last day an appointment may be asked for: the same day of the month, APPOINTMENT_MAX_MONTHS_AHEAD months
 * later, or that month's last day when it is shorter (from 31 March, twelve months ahead is 31 March; from
 * 29 February, it is 28 February).
 */
export function latestAppointmentDay(today: string): string {
  const start = utcDay(today);
  const months = start.getUTCMonth() + APPOINTMENT_MAX_MONTHS_AHEAD;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastOfMonth))));
}

/** The first day an appointment may be asked for: the next weekday after today. */
export function earliestAppointmentDay(today: string): string {
  const day = utcDay(today);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return isoDay(day);
}

/**
 * Checks a requested day (YYYY-MM-DD, as a date input sends it) and slot against today (YYYY-MM-DD, see
 * `appointmentToday`). Every problem comes back, at most one per field, each with its French message.
 */
export function checkAppointment(
  input: { day?: string | null; slot?: string | null },
  today: string,
): Result<Appointment, AppointmentError> {
  const issues: AppointmentIssue[] = [];
  const day = (input.day ?? '').trim();
  if (day === '') issues.push({ field: 'day', type: 'day-missing', message: 'La date souhaitée est obligatoire.' });
  else if (!DAY_PATTERN.test(day) || parseIsoDate(day) === null)
    issues.push({ field: 'day', type: 'day-invalid', message: 'La date souhaitée doit être une date valide (JJ/MM/AAAA).' });
  else if (day <= today) issues.push({ field: 'day', type: 'day-not-future', message: 'Choisissez une date à partir de demain.' });
  else if (day > latestAppointmentDay(today))
    issues.push({
      field: 'day',
      type: 'day-too-far',
      message: `Choisissez une date dans les ${APPOINTMENT_MAX_MONTHS_AHEAD} prochains mois.`,
    });
  else if ([0, 6].includes(utcDay(day).getUTCDay()))
    issues.push({
      field: 'day',
      type: 'day-weekend',
      message: 'Nos conseillers appellent du lundi au vendredi\u00a0: choisissez un jour de semaine.',
    });
  const slot = APPOINTMENT_SLOTS.find((option) => option.value === input.slot);
  if (!slot) issues.push({ field: 'slot', type: 'slot-missing', message: 'Choisissez un créneau.' });
  if (issues.length > 0 || !slot) return err({ type: 'appointment/invalid', issues });
  return ok({ day, slot: slot.value });
}

/** The sentence a stored request starts with: « Rendez-vous souhaité : le 12/03/2027, après-midi (14 h – 17 h). » */
export function describeAppointment(appointment: Appointment): string {
  const [year, month, date] = appointment.day.split('-');
  const label = APPOINTMENT_SLOTS.find((option) => option.value === appointment.slot)?.label ?? appointment.slot;
  return `Rendez-vous souhaité\u00a0: le ${date}/${month}/${year}, ${label.toLowerCase()}.`;
}
