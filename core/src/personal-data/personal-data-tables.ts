/**
 * The tables that hold personal data tied to an e-mail address, by the names the copy and the erasure report use
 * (the database's table names). Clicks are not among them: they hold no address, only a truncated network for a
 * while (see retention-policy.ts).
 */
export const PERSONAL_DATA_TABLES = [
  'leads',
  'reminders',
  'outbox',
  'batch_counts',
  'users',
  'data_requests',
  'logged_errors',
  'rate_limits',
  'change_history',
] as const;
export type PersonalDataTable = (typeof PERSONAL_DATA_TABLES)[number];

/** What each table holds, as the copy explains it and the erasure page counts it. */
export const PERSONAL_DATA_TABLE_LABELS: Readonly<Record<PersonalDataTable, string>> = {
  leads: 'demandes de prêt, de rendez-vous, de contact et du guide',
  reminders: 'alertes de taux',
  outbox: 'e-mails et envois au partenaire (file d’envoi et journal de distribution)',
  batch_counts: 'envois groupés dont vous êtes le destinataire désigné',
  users: 'compte du back-office',
  data_requests: 'demandes de copie ou d’effacement de vos données',
  logged_errors: 'erreurs enregistrées qui citent votre adresse',
  rate_limits: 'compteurs temporaires contre les abus (connexion, demandes)',
  change_history: 'modifications faites depuis votre compte du back-office (historique des modifications)',
};
