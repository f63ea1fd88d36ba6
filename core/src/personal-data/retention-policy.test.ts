import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadKinds } from '../leads/lead.ts';
import {
  DEFAULT_RETENTION_POLICY,
  describeRetentionPolicy,
  monthsBefore,
  RETAINED_LEAD_KINDS,
  RETENTION_RULE_LABELS,
  RETENTION_RULES,
  retentionCutoffs,
} from './retention-policy.ts';

const at = (iso: string) => new Date(iso);

describe('monthsBefore', () => {
  it('goes back calendar months, to the month’s last day when it is shorter', () => {
    expect(monthsBefore(at('2027-03-31T10:00:00Z'), 24)).toEqual(at('2025-03-31T10:00:00Z'));
    expect(monthsBefore(at('2027-03-31T10:00:00Z'), 1)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(monthsBefore(at('2028-03-30T00:00:00Z'), 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(monthsBefore(at('2027-01-15T23:59:59.999Z'), 13)).toEqual(at('2025-12-15T23:59:59.999Z'));
  });

  it('properties: earlier by at least 28 days a month and at most 31, and the same time of day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (now, months) => {
          const before = monthsBefore(now, months);
          const days = (now.getTime() - before.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28 * months - 3);
          expect(days).toBeLessThanOrEqual(31 * months);
          expect(
            before.getUTCHours() * 3_600_000 +
              before.getUTCMinutes() * 60_000 +
              before.getUTCSeconds() * 1000 +
              before.getUTCMilliseconds(),
          ).toBe(now.getTime() % 86_400_000);
          expect(monthsBefore(now, months + 1).getTime()).toBeLessThan(before.getTime());
        },
      ),
    );
  });
});

describe('retentionCutoffs', () => {
  it('turns the default policy into the instants before which data is due', () => {
    const cutoffs = retentionCutoffs(DEFAULT_RETENTION_POLICY, at('2027-06-15T12:00:00Z'));
    expect(cutoffs).toEqual({
      leads: { kinds: RETAINED_LEAD_KINDS, statusChangedBefore: at('2025-06-15T12:00:00Z') },
      ebookLeads: { kinds: ['ebook'], statusChangedBefore: at('2026-06-15T12:00:00Z') },
      unconfirmedReminders: { createdBefore: at('2027-06-08T12:00:00Z') },
      endedReminders: { endedBefore: at('2027-05-16T12:00:00Z') },
      loggedErrorIps: { createdBefore: at('2027-05-16T12:00:00Z') },
      loggedErrors: { createdBefore: at('2026-06-15T12:00:00Z') },
      clickIps: { createdBefore: at('2027-05-16T12:00:00Z') },
      outboxItems: { finishedBefore: at('2027-05-16T12:00:00Z') },
      rateLimits: { endedBefore: at('2027-06-15T12:00:00Z') },
      dataRequests: { expiredBefore: at('2027-06-15T12:00:00Z') },
      changeHistory: { recordedBefore: at('2025-06-15T12:00:00Z') },
    });
  });

  it('covers every lead kind exactly once, and names every rule in French', () => {
    expect([...RETAINED_LEAD_KINDS, 'ebook'].sort()).toEqual([...leadKinds].sort());
    expect(Object.keys(retentionCutoffs(DEFAULT_RETENTION_POLICY, new Date())).sort()).toEqual([...RETENTION_RULES].sort());
    expect(Object.keys(RETENTION_RULE_LABELS).sort()).toEqual([...RETENTION_RULES].sort());
  });
});

describe('describeRetentionPolicy', () => {
  it('says every rule in French with its figure', () => {
    const lines = describeRetentionPolicy({ ...DEFAULT_RETENTION_POLICY, endedReminderDays: 1 }, 48);
    expect(lines).toHaveLength(RETENTION_RULES.length);
    expect(lines[0]).toEqual(['Demandes de prêt, de rendez-vous et de contact', '24\u00a0mois après leur dernier changement de statut']);
    expect(lines[3]?.[1]).toBe('1\u00a0jour après leur fin');
    expect(lines.at(-1)?.[1]).toBe('à l’expiration de leur lien (48 heures)');
  });
});
