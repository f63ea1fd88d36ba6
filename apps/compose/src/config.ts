import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';

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
  smtpUrl: string | undefined;
  leadWebhookUrl: string | undefined;
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
}

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s))));
const port = v.pipe(v.string(), v.transform(Number), v.integer('doit être un nombre entier'), v.minValue(1, 'doit être compris entre 1 et 65535'), v.maxValue(65_535, 'doit être compris entre 1 et 65535'));
const httpUrl = v.pipe(v.string(), v.url('doit être une URL'), v.regex(/^https?:\/\//, 'doit commencer par http:// ou https://'));

const environmentSchema = v.object({
  PORT: v.optional(port, '3000'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  SITE_URL: v.optional(httpUrl),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'doit compter au moins 32 caractères'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://'))),
  LEAD_WEBHOOK_URL: v.optional(httpUrl),
  GA_MEASUREMENT_ID: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, 'doit ressembler à G-XXXXXXX'))),
  SENTRY_DSN: v.optional(httpUrl),
  UPLOADS_DIR: optionalText,
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('doit être une adresse e-mail'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(12, 'doit compter au moins 12 caractères'))),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean)),
      v.check((origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)), 'doit être une liste d’origines http(s)://hôte séparées par des virgules'),
    ),
  ),
  TRUST_PROXY: v.optional(v.pipe(v.picklist(['1', 'true', '0', 'false'], 'doit valoir 1, true, 0 ou false'), v.transform((value) => value === '1' || value === 'true')), 'false'),
  DATABASE_POOL_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('doit être un nombre entier'), v.minValue(1, 'doit valoir au moins 1')), '10'),
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
  const dataDir = absolute(env.DATA_DIR ?? 'data', cwd);
  return {
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL && /^postgres(ql)?:\/\//i.test(env.DATABASE_URL) ? env.DATABASE_URL : absolute(env.DATABASE_URL ?? join(dataDir, 'pretscope.sqlite'), cwd),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    leadWebhookUrl: env.LEAD_WEBHOOK_URL,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    sentryDsn: env.SENTRY_DSN,
    uploadsDir: absolute(env.UPLOADS_DIR ?? join(dataDir, 'uploads'), cwd),
    admin: { email: env.ADMIN_EMAIL ?? 'admin@pretscope.example', password: env.ADMIN_PASSWORD },
    databasePoolMax: env.DATABASE_POOL_MAX,
    corsOrigins: env.CORS_ORIGINS ?? [],
    trustProxy: env.TRUST_PROXY,
  };
}

function absolute(path: string, cwd: string): string {
  const file = path.replace(/^sqlite:(\/\/)?/i, '');
  return isAbsolute(file) ? file : resolve(cwd, file);
}
