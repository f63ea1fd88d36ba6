import { leadKinds, type LeadKind } from '../leads/lead.ts';

/**
 * How long each kind of personal data is kept (docs/personal-data.md is the register; the privacy policy says the
 * same to visitors). The composition root reads each figure from the environment (RETENTION_*), these defaults
 * otherwise; core applyRetention enforces them.
 */
export interface RetentionPolicy {
  /** Loan, appointment and contact requests: months after their status last changed (a request being dealt with stays). */
  leadMonths: number;
  /** Guide requests (leads of kind « ebook »): months after the request, kept as proof the guide was asked for. */
  ebookLeadMonths: number;
  /** Rate reminders never confirmed (double opt-in): days after the request. */
  unconfirmedReminderDays: number;
  /** Rate reminders that ended (unsubscribed, or every condition already told): days after they ended. */
  endedReminderDays: number;
  /** Logged errors' network (stored truncated from the start): days before it is removed altogether. */
  loggedErrorIpDays: number;
  /** Logged errors themselves: months. */
  loggedErrorMonths: number;
  /** Outbound clicks' network (stored truncated): days before it is removed; the click itself stays, anonymous. */
  clickIpDays: number;
  /** Outbox items sent or given up (recipient, last error, a given-up e-mail's content), and the .eml copies: days after. */
  outboxDays: number;
  /**
   * The history of changes (decision 0019: who changed which record of the back office or the API, when, and its
   * previous value): months after the change. Two years covers a yearly review of the rates and content with the
   * year before it to compare, and a dispute about a published rate within the usual complaint delays.
   */
  changeHistoryMonths: number;
}

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  leadMonths: 24,
  ebookLeadMonths: 12,
  unconfirmedReminderDays: 7,
  endedReminderDays: 30,
  loggedErrorIpDays: 30,
  loggedErrorMonths: 12,
  clickIpDays: 30,
  outboxDays: 30,
  changeHistoryMonths: 24,
};

/** The lead kinds under `leadMonths`: every kind but « ebook », which has its own figure (a new kind is covered). */
export const RETAINED_LEAD_KINDS: readonly LeadKind[] = leadKinds.filter((kind) => kind !== 'ebook');

/** What one retention run does, rule by rule: each names the instant before which data is due. */
export interface RetentionCutoffs {
  leads: { kinds: readonly LeadKind[]; statusChangedBefore: Date };
  ebookLeads: { kinds: readonly LeadKind[]; statusChangedBefore: Date };
  unconfirmedReminders: { createdBefore: Date };
  endedReminders: { endedBefore: Date };
  loggedErrorIps: { createdBefore: Date };
  loggedErrors: { createdBefore: Date };
  clickIps: { createdBefore: Date };
  outboxItems: { finishedBefore: Date };
  /**
   * Rate-limit windows that ended (a digest of an IP or an address, and a count): the limiter clears them itself
   * whenever it counts, so this daily sweep only bounds how long one outlives its window on a quiet site.
   */
  rateLimits: { endedBefore: Date };
  /** Data requests (copy or erasure) never confirmed: removed once their link expired. */
  dataRequests: { expiredBefore: Date };
  /** Entries of the history of changes (the editor's identity with what they changed). */
  changeHistory: { recordedBefore: Date };
}

export type RetentionRule = keyof RetentionCutoffs;

/** How many records each rule removed or anonymised. */
export type RetentionCounts = Record<RetentionRule, number>;

export const RETENTION_RULES = [
  'leads',
  'ebookLeads',
  'unconfirmedReminders',
  'endedReminders',
  'loggedErrorIps',
  'loggedErrors',
  'clickIps',
  'outboxItems',
  'rateLimits',
  'dataRequests',
  'changeHistory',
] as const satisfies readonly RetentionRule[];

/** Each rule's effect, as the CLI, the logs' readers and the back office read it. */
export const RETENTION_RULE_LABELS: Readonly<Record<RetentionRule, string>> = {
  leads: 'demandes de prêt, de rendez-vous et de contact supprimées',
  ebookLeads: 'demandes du guide supprimées',
  unconfirmedReminders: 'alertes de taux non confirmées supprimées',
  endedReminders: 'alertes de taux terminées supprimées',
  loggedErrorIps: 'adresses IP retirées des erreurs enregistrées',
  loggedErrors: 'erreurs enregistrées supprimées',
  clickIps: 'adresses IP retirées des clics',
  outboxItems: 'e-mails et envois au partenaire terminés supprimés (file d’envoi, copies .eml sans serveur SMTP)',
  rateLimits: 'compteurs contre les abus expirés supprimés',
  dataRequests: 'demandes d’accès ou d’effacement non confirmées supprimées',
  changeHistory: 'entrées de l’historique des modifications supprimées',
};

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The same instant `months` calendar months earlier (UTC), on the month's last day when it is shorter: 24 months
 * before 31 March 2027 is 31 March 2025; 1 month before 31 March is 28 or 29 February.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The instants before which each rule's data is due at `now`; data exactly at a cutoff is kept. */
export function retentionCutoffs(policy: RetentionPolicy, now: Date): RetentionCutoffs {
  return {
    leads: { kinds: RETAINED_LEAD_KINDS, statusChangedBefore: monthsBefore(now, policy.leadMonths) },
    ebookLeads: { kinds: ['ebook'], statusChangedBefore: monthsBefore(now, policy.ebookLeadMonths) },
    unconfirmedReminders: { createdBefore: daysBefore(now, policy.unconfirmedReminderDays) },
    endedReminders: { endedBefore: daysBefore(now, policy.endedReminderDays) },
    loggedErrorIps: { createdBefore: daysBefore(now, policy.loggedErrorIpDays) },
    loggedErrors: { createdBefore: monthsBefore(now, policy.loggedErrorMonths) },
    clickIps: { createdBefore: daysBefore(now, policy.clickIpDays) },
    outboxItems: { finishedBefore: daysBefore(now, policy.outboxDays) },
    rateLimits: { endedBefore: now },
    dataRequests: { expiredBefore: now },
    changeHistory: { recordedBefore: monthsBefore(now, policy.changeHistoryMonths) },
  };
}

function days(count: number): string {
  return count === 1 ? '1\u00a0jour' : `${count}\u00a0jours`;
}

/** The policy as a person reads it, rule by rule: what is kept, and for how long. */
export function describeRetentionPolicy(policy: RetentionPolicy, dataRequestValidHours: number): [string, string][] {
  return [
    ['Demandes de prêt, de rendez-vous et de contact', `${policy.leadMonths}\u00a0mois après leur dernier changement de statut`],
    ['Demandes du guide', `${policy.ebookLeadMonths}\u00a0mois`],
    ['Alertes de taux non confirmées', days(policy.unconfirmedReminderDays)],
    ['Alertes de taux terminées (désabonnement, ou conditions déjà signalées)', `${days(policy.endedReminderDays)} après leur fin`],
    ['Adresse IP (tronquée dès l’enregistrement) des erreurs enregistrées', days(policy.loggedErrorIpDays)],
    ['Erreurs enregistrées', `${policy.loggedErrorMonths}\u00a0mois`],
    ['Adresse IP (tronquée dès l’enregistrement) des clics vers les offres', days(policy.clickIpDays)],
    [
      'E-mails et envois au partenaire, une fois envoyés ou abandonnés (destinataire, journal d’envoi, copie .eml sans serveur SMTP)',
      days(policy.outboxDays),
    ],
    [
      'Compteurs contre les abus (empreinte de l’adresse IP ou de l’e-mail, nombre de tentatives)',
      'la durée de leur fenêtre de décompte, puis supprimés au plus tard au passage quotidien suivant',
    ],
    [
      'Historique des modifications du back-office et de l’API (auteur, date, valeurs avant et après)',
      `${policy.changeHistoryMonths}\u00a0mois`,
    ],
    ['Demandes de copie ou d’effacement non confirmées', `à l’expiration de leur lien (${dataRequestValidHours} heures)`],
  ];
}
