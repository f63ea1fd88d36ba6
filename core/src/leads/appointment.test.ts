import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOTS,
  appointmentToday,
  checkAppointment,
  describeAppointment,
  earliestAppointmentDay,
  latestAppointmentDay,
  type AppointmentIssue,
} from './appointment.ts';

const issuesOf = (input: { day?: string | null; slot?: string | null }, today: string): AppointmentIssue['type'][] => {
  const result = checkAppointment(input, today);
  return result.ok ? [] : result.error.issues.map((issue) => issue.type);
};

// Wednesday 10 March 2027.
const TODAY = '2027-03-10';

describe('checkAppointment', () => {
  it('accepts a weekday from tomorrow on, in one of the slots', () => {
    expect(checkAppointment({ day: '2027-03-11', slot: 'matin' }, TODAY)).toEqual({
      ok: true,
      value: { day: '2027-03-11', slot: 'matin' },
    });
    expect(checkAppointment({ day: '2027-03-15', slot: 'fin-de-journee' }, TODAY).ok).toBe(true);
  });

  it('refuses today, the past, a weekend day, and a day over twelve months ahead, in French', () => {
    const day = (value: string) => checkAppointment({ day: value, slot: 'matin' }, TODAY);
    expect(day(TODAY)).toEqual({
      ok: false,
      error: {
        type: 'appointment/invalid',
        issues: [{ field: 'day', type: 'day-not-future', message: 'Choisissez une date à partir de demain.' }],
      },
    });
    expect(issuesOf({ day: '2026-12-01', slot: 'matin' }, TODAY)).toEqual(['day-not-future']);
    expect(day('2027-03-13')).toMatchObject({
      ok: false,
      error: {
        issues: [{ type: 'day-weekend', message: 'Nos conseillers appellent du lundi au vendredi\u00a0: choisissez un jour de semaine.' }],
      },
    });
    expect(issuesOf({ day: '2027-03-14', slot: 'matin' }, TODAY)).toEqual(['day-weekend']);
    expect(issuesOf({ day: '2028-03-10', slot: 'matin' }, TODAY)).toEqual([]);
    expect(day('2028-03-13')).toMatchObject({
      ok: false,
      error: { issues: [{ type: 'day-too-far', message: 'Choisissez une date dans les 12 prochains mois.' }] },
    });
  });

  it('refuses a missing or impossible day and an unknown slot, each on its field', () => {
    expect(issuesOf({ day: '', slot: '' }, TODAY)).toEqual(['day-missing', 'slot-missing']);
    expect(issuesOf({ slot: 'matin' }, TODAY)).toEqual(['day-missing']);
    expect(issuesOf({ day: '2027-02-30', slot: 'matin' }, TODAY)).toEqual(['day-invalid']);
    expect(issuesOf({ day: '15/03/2027', slot: 'matin' }, TODAY)).toEqual(['day-invalid']);
    expect(issuesOf({ day: '2027-03-15T10:00:00Z', slot: 'matin' }, TODAY)).toEqual(['day-invalid']);
    expect(issuesOf({ day: '2027-03-15', slot: 'nuit' }, TODAY)).toEqual(['slot-missing']);
    const result = checkAppointment({ day: 'demain', slot: null }, TODAY);
    expect(result.ok ? [] : result.error.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['day', 'La date souhaitée doit être une date valide (JJ/MM/AAAA).'],
      ['slot', 'Choisissez un créneau.'],
    ]);
  });
});

describe('the appointment window', () => {
  it('ends the same day twelve months later, or that month’s last day', () => {
    expect(latestAppointmentDay('2027-03-10')).toBe('2028-03-10');
    expect(latestAppointmentDay('2028-02-29')).toBe('2029-02-28');
    expect(latestAppointmentDay('2027-12-31')).toBe('2028-12-31');
  });

  it('starts on the next weekday', () => {
    expect(earliestAppointmentDay('2027-03-10')).toBe('2027-03-11');
    expect(earliestAppointmentDay('2027-03-12')).toBe('2027-03-15'); // Friday → Monday
    expect(earliestAppointmentDay('2027-03-13')).toBe('2027-03-15'); // Saturday → Monday
  });

  it('counts "today" in Luxembourg, not in UTC', () => {
    // 23:30 UTC on 10 March is already 11 March in Luxembourg (UTC+1 in winter).
    expect(appointmentToday(new Date('2027-03-10T23:30:00Z'))).toBe('2027-03-11');
    expect(appointmentToday(new Date('2027-03-10T12:00:00Z'))).toBe('2027-03-10');
  });
});

describe('describeAppointment', () => {
  it('writes the day the French way, with the slot', () => {
    expect(describeAppointment({ day: '2027-03-15', slot: 'apres-midi' })).toBe(
      'Rendez-vous souhaité\u00a0: le 15/03/2027, après-midi (14 h – 17 h).',
    );
  });
});

describe('properties', () => {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map(day);
  const slot = fc.constantFrom(...APPOINTMENT_SLOTS.map((option) => option.value));
  const plusDays = (iso: string, days: number) => day(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

  it('accepts a day exactly when it is a weekday after today and within the window', () => {
    fc.assert(
      fc.property(today, fc.integer({ min: -400, max: 800 }), slot, (now, offset, part) => {
        const asked = plusDays(now, offset);
        const weekday = ![0, 6].includes(new Date(`${asked}T00:00:00Z`).getUTCDay());
        const expected = offset > 0 && weekday && asked <= latestAppointmentDay(now);
        expect(checkAppointment({ day: asked, slot: part }, now).ok).toBe(expected);
      }),
    );
  });

  it('gives at most one issue per field, each with a French message', () => {
    fc.assert(
      fc.property(today, fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (now, asked, part) => {
        const result = checkAppointment({ day: asked, slot: part }, now);
        if (result.ok) return;
        const fields = result.error.issues.map((issue) => issue.field);
        expect(new Set(fields).size).toBe(fields.length);
        for (const issue of result.error.issues) expect(issue.message).toMatch(/^[A-Z][^]*\.$/);
      }),
    );
  });

  it('always offers a first day that it accepts, within a few days of today', () => {
    fc.assert(
      fc.property(today, slot, (now, part) => {
        const first = earliestAppointmentDay(now);
        expect(checkAppointment({ day: first, slot: part }, now).ok).toBe(true);
        expect(Date.parse(first) - Date.parse(now)).toBeLessThanOrEqual(3 * 86_400_000);
      }),
    );
  });
});
