import { createPrivateKey } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import { isSentryDsn } from '@pretscope/error-reporting-sentry';
import { DEFAULT_RETENTION_POLICY, REMINDER_CONFIRMATION_DAYS, type RetentionPolicy } from '@pretscope/core';

/**
 * Every setting of DESIGN.md, read once from the environment, typed and checked. All are optional; a wrong value
 * stops the process at start with a message naming the variable, never later in a request.
 */
export interface Config {
  port: number;
  /** Where data/ lives: the SQLite file, the outbox, uploads and the generated JWT secret by default. */
  dataDir: string;
  /** DATABASE_URL; absent means the SQLite file data/pretscope.sqlite. */
  databaseUrl: string;
  siteUrl: string;
  jwtSecret: string | undefined;
  /** SMTP_URL; absent: e-mails are written as .eml files to `outboxDir`. */
  smtpUrl: string | undefined;
  /** data/outbox: where e-mails go without SMTP_URL. */
  outboxDir: string;
  /** MAIL_FROM: the sender of every e-mail; « Prêtscope <ne-pas-repondre@…> » on SITE_URL's domain by default. */
  mailFrom: string;
  /** TEAM_EMAIL: where new requests are notified; ADMIN_EMAIL by default. */
  teamEmail: string;
  /** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, given together: consolidation requests go to the partner signed. */
  leadWebhookUrl: string | undefined;
  leadWebhookSecret: string | undefined;
  /**
   * OUTBOX_RETRY_SECONDS: the wait before a failed e-mail or webhook is tried again the first time (30 s, before
   * jitter); each later wait doubles, up to 6 h. Shorter, it retries sooner but covers a shorter outage in the
   * 18 attempts; the fault tests shorten it so that a mail server's return shows within seconds.
   */
  outboxRetrySeconds: number;
  /**
   * SMTP_TIMEOUT_SECONDS: how long the mail server may take to connect, greet or answer before a send fails and is
   * retried later (20 s). Sends happen in the outbox worker, never in a visitor's request, so a slow server only
   * delays mails; shorten it when a provider hangs rather than refuses.
   */
  smtpTimeoutSeconds: number;
  gaMeasurementId: string | undefined;
  sentryDsn: string | undefined;
  uploadsDir: string;
  admin: { email: string; password: string | undefined };
  /** Connections per process when on PostgreSQL. */
  databasePoolMax: number;
  /** CORS_ORIGINS: origins allowed to call the API from a browser (comma list); none by default. */
  corsOrigins: string[];
  /**
   * TRUST_PROXY: the server runs behind a load balancer that sets X-Forwarded-For; the client's address is then
   * its first entry. Off by default: a client reaching the server directly could forge the header.
   */
  trustProxy: boolean;
  /**
   * IMPRESSION_COUNTING: whether comparator pages served count their offers' impressions for the advertiser report
   * (on by default; `0` or `false` turns it off, as the web bench does to measure what counting costs).
   */
  impressionCounting: boolean;
  /** LOG_LEVEL: the least severe level the server's structured logs (pino) write; `info` writes one line per request. */
  logLevel: LogLevel;
  /**
   * Google Sheets export (GOOGLE_SHEETS_*): set when the spreadsheet, the service account's e-mail and its key are
   * all given; otherwise the export answers 501 and the CSV download remains.
   */
  googleSheets: GoogleSheetsSettings | undefined;
  /** RETENTION_*: how long each kind of personal data is kept (docs/personal-data.md); core's defaults otherwise. */
  retention: RetentionPolicy;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GoogleSheetsSettings {
  spreadsheetId: string;
  clientEmail: string;
  /** PEM, line breaks restored when the environment carried them as `\n`. */
  privateKey: string;
  /** GOOGLE_SHEETS_API_URL: https://sheets.googleapis.com unless pointed at a stand-in. */
  apiUrl: string | undefined;
  /** GOOGLE_OAUTH_TOKEN_URL: https://oauth2.googleapis.com/token unless pointed at a stand-in. */
  tokenUrl: string | undefined;
}

const GOOGLE_SHEETS_REQUIRED = ['GOOGLE_SHEETS_SPREADSHEET_ID', 'GOOGLE_SHEETS_CLIENT_EMAIL', 'GOOGLE_SHEETS_PRIVATE_KEY'] as const;

/** Environment variables often carry a PEM key on one line with `\n` written out. */
function pemWithLineBreaks(text: string): string {
  return text.replaceAll('\\n', '\n');
}

function isPrivateKey(text: string): boolean {
  try {
    return createPrivateKey(pemWithLineBreaks(text)).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** A whole number of days or months, at least `min`, with the unit in the message. */
function period(unit: 'jours' | 'mois', min = 1, why = '') {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `doit être un nombre entier de ${unit}`),
    v.transform(Number),
    v.minValue(min, `doit valoir au moins ${min}${why}`),
    v.maxValue(unit === 'jours' ? 3_650 : 120, `doit valoir au plus ${unit === 'jours' ? '3650 jours (10 ans)' : '120 mois (10 ans)'}`),
  );
}

/** Each retention setting: its variable, the policy's field and its unit. */
const RETENTION_SETTINGS = [
  ['RETENTION_LEAD_MONTHS', 'leadMonths', 'mois'],
  ['RETENTION_EBOOK_LEAD_MONTHS', 'ebookLeadMonths', 'mois'],
  ['RETENTION_UNCONFIRMED_REMINDER_DAYS', 'unconfirmedReminderDays', 'jours'],
  ['RETENTION_ENDED_REMINDER_DAYS', 'endedReminderDays', 'jours'],
  ['RETENTION_LOGGED_ERROR_IP_DAYS', 'loggedErrorIpDays', 'jours'],
  ['RETENTION_LOGGED_ERROR_MONTHS', 'loggedErrorMonths', 'mois'],
  ['RETENTION_CLICK_IP_DAYS', 'clickIpDays', 'jours'],
  ['RETENTION_OUTBOX_DAYS', 'outboxDays', 'jours'],
  ['RETENTION_CHANGE_HISTORY_MONTHS', 'changeHistoryMonths', 'mois'],
] as const satisfies readonly (readonly [string, keyof RetentionPolicy, 'jours' | 'mois'])[];

const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
const port = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('doit être un nombre entier'),
  v.minValue(1, 'doit être compris entre 1 et 65535'),
  v.maxValue(65_535, 'doit être compris entre 1 et 65535'),
);
const httpUrl = v.pipe(v.string(), v.url('doit être une URL'), v.regex(/^https?:\/\//, 'doit commencer par http:// ou https://'));

const environmentSchema = v.object({
  PORT: v.optional(port, '3000'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  SITE_URL: v.optional(httpUrl),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'doit compter au moins 32 caractères'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://'))),
  LEAD_WEBHOOK_URL: v.optional(httpUrl),
  LEAD_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'doit compter au moins 32 caractères'))),
  OUTBOX_RETRY_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'doit être un nombre entier de secondes'),
      v.transform(Number),
      v.minValue(1, 'doit valoir au moins 1 seconde'),
      v.maxValue(3_600, 'doit valoir au plus 3600 secondes (1 h)'),
    ),
    '30',
  ),
  SMTP_TIMEOUT_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'doit être un nombre entier de secondes'),
      v.transform(Number),
      v.minValue(1, 'doit valoir au moins 1 seconde'),
      v.maxValue(120, 'doit valoir au plus 120 secondes (le délai de réservation d’un envoi est de 120 s)'),
    ),
    '20',
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(?:[^<>@]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
        'doit être une adresse e-mail, éventuellement précédée d’un nom : Prêtscope <ne-pas-repondre@exemple.lu>',
      ),
    ),
  ),
  TEAM_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('doit être une adresse e-mail'))),
  GA_MEASUREMENT_ID: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, 'doit ressembler à G-XXXXXXX'))),
  SENTRY_DSN: v.optional(v.pipe(v.string(), v.check(isSentryDsn, 'doit ressembler à https://<clé publique>@<hôte>/<numéro du projet>'))),
  UPLOADS_DIR: optionalText,
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('doit être une adresse e-mail'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(12, 'doit compter au moins 12 caractères'))),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)),
        'doit être une liste d’origines http(s)://hôte séparées par des virgules',
      ),
    ),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['1', 'true', '0', 'false'], 'doit valoir 1, true, 0 ou false'),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    'false',
  ),
  IMPRESSION_COUNTING: v.optional(
    v.pipe(
      v.picklist(['1', 'true', '0', 'false'], 'doit valoir 1, true, 0 ou false'),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    'true',
  ),
  DATABASE_POOL_MAX: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('doit être un nombre entier'), v.minValue(1, 'doit valoir au moins 1')),
    '10',
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `doit valoir ${LOG_LEVELS.slice(0, -1).join(', ')} ou silent`), 'info'),
  GOOGLE_SHEETS_SPREADSHEET_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{10,200}$/, 'doit être l’identifiant du classeur (la longue partie de son adresse, entre /d/ et /edit)'),
    ),
  ),
  GOOGLE_SHEETS_CLIENT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('doit être l’adresse e-mail du compte de service'))),
  GOOGLE_SHEETS_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(isPrivateKey, 'doit être la clé privée RSA du compte de service, au format PEM (-----BEGIN PRIVATE KEY-----…)'),
    ),
  ),
  GOOGLE_SHEETS_API_URL: v.optional(httpUrl),
  GOOGLE_OAUTH_TOKEN_URL: v.optional(httpUrl),
  ...(Object.fromEntries(
    RETENTION_SETTINGS.map(([name, , unit]) => [
      name,
      // An alert's confirmation link works for REMINDER_CONFIRMATION_DAYS: its alert must outlive it.
      v.optional(
        name === 'RETENTION_UNCONFIRMED_REMINDER_DAYS'
          ? period(unit, REMINDER_CONFIRMATION_DAYS, ' : le lien de confirmation d’une alerte de taux reste valable 7 jours')
          : period(unit),
      ),
    ]),
  ) as Record<(typeof RETENTION_SETTINGS)[number][0], v.OptionalSchema<ReturnType<typeof period>, undefined>>),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; `cwd` anchors relative paths (the repository root when started with npm). */
export function readConfig(environment: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  // Empty variables count as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(environmentSchema, present, { abortPipeEarly: true });
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environnement'} ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const env = parsed.output;
  const sheetsGiven = GOOGLE_SHEETS_REQUIRED.filter((name) => env[name] !== undefined);
  if (sheetsGiven.length > 0 && sheetsGiven.length < GOOGLE_SHEETS_REQUIRED.length) {
    const lines = GOOGLE_SHEETS_REQUIRED.filter((name) => env[name] === undefined).map(
      (name) =>
        `  ${name} manque : l’export Google Sheets demande ${GOOGLE_SHEETS_REQUIRED.slice(0, -1).join(', ')} et ${GOOGLE_SHEETS_REQUIRED.at(-1)} ensemble`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  if (Boolean(env.LEAD_WEBHOOK_URL) !== Boolean(env.LEAD_WEBHOOK_SECRET)) {
    const line = env.LEAD_WEBHOOK_URL
      ? '  LEAD_WEBHOOK_SECRET manque : les envois au partenaire (LEAD_WEBHOOK_URL) sont signés avec ce secret partagé'
      : '  LEAD_WEBHOOK_URL manque : LEAD_WEBHOOK_SECRET ne sert qu’avec l’adresse du partenaire';
    throw new ConfigError(`Configuration invalide :\n${line}`);
  }
  const dataDir = absolute(env.DATA_DIR ?? 'data', cwd);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const adminEmail = env.ADMIN_EMAIL ?? 'admin@pretscope.example';
  return {
    port: env.PORT,
    dataDir,
    databaseUrl:
      env.DATABASE_URL && /^postgres(ql)?:\/\//i.test(env.DATABASE_URL)
        ? env.DATABASE_URL
        : absolute(env.DATABASE_URL ?? join(dataDir, 'pretscope.sqlite'), cwd),
    siteUrl,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    outboxDir: join(dataDir, 'outbox'),
    mailFrom: env.MAIL_FROM ?? `Prêtscope <ne-pas-repondre@${mailDomain(siteUrl)}>`,
    teamEmail: env.TEAM_EMAIL ?? adminEmail,
    leadWebhookUrl: env.LEAD_WEBHOOK_URL,
    leadWebhookSecret: env.LEAD_WEBHOOK_SECRET,
    outboxRetrySeconds: env.OUTBOX_RETRY_SECONDS,
    smtpTimeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    sentryDsn: env.SENTRY_DSN,
    uploadsDir: absolute(env.UPLOADS_DIR ?? join(dataDir, 'uploads'), cwd),
    admin: { email: adminEmail, password: env.ADMIN_PASSWORD },
    databasePoolMax: env.DATABASE_POOL_MAX,
    corsOrigins: env.CORS_ORIGINS ?? [],
    trustProxy: env.TRUST_PROXY,
    impressionCounting: env.IMPRESSION_COUNTING,
    logLevel: env.LOG_LEVEL,
    googleSheets:
      env.GOOGLE_SHEETS_SPREADSHEET_ID && env.GOOGLE_SHEETS_CLIENT_EMAIL && env.GOOGLE_SHEETS_PRIVATE_KEY
        ? {
            spreadsheetId: env.GOOGLE_SHEETS_SPREADSHEET_ID,
            clientEmail: env.GOOGLE_SHEETS_CLIENT_EMAIL,
            privateKey: pemWithLineBreaks(env.GOOGLE_SHEETS_PRIVATE_KEY),
            apiUrl: env.GOOGLE_SHEETS_API_URL,
            tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
          }
        : undefined,
    retention: Object.fromEntries(
      RETENTION_SETTINGS.map(([name, field]) => [field, env[name] ?? DEFAULT_RETENTION_POLICY[field]]),
    ) as unknown as RetentionPolicy,
  };
}

/** The site's domain without « www. », when it is a real one (not localhost, not an address); else an example. */
function mailDomain(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') ? host : 'pretscope.example';
}

function absolute(path: string, cwd: string): string {
  const file = path.replace(/^sqlite:(\/\/)?/i, '');
  return isAbsolute(file) ? file : resolve(cwd, file);
}
