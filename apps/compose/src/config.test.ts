import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';
import { DEFAULT_MESSAGING_TIMING, messagingTimingFor } from './messaging.ts';

const serviceAccountKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const sheets = {
  GOOGLE_SHEETS_SPREADSHEET_ID: '1AbCdEfGhIjKlMnOpQrStUvWxYz',
  GOOGLE_SHEETS_CLIENT_EMAIL: 'export@pretscope.iam.gserviceaccount.com',
  GOOGLE_SHEETS_PRIVATE_KEY: serviceAccountKey,
};

function configMessage(environment: Record<string, string>): string {
  try {
    readConfig(environment, '/srv');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('readConfig', () => {
  it('defaults to an SQLite file under data/ and port 3000', () => {
    const config = readConfig({}, '/srv/pretscope');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/pretscope/data',
      databaseUrl: '/srv/pretscope/data/pretscope.sqlite',
      siteUrl: 'http://localhost:3000',
      uploadsDir: '/srv/pretscope/data/uploads',
      admin: { email: 'admin@pretscope.example', password: undefined },
    });
  });

  it('takes a PostgreSQL URL as it is, and relative paths from the working folder', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://app:secret@db:5432/pretscope' }, '/srv').databaseUrl).toBe(
      'postgres://app:secret@db:5432/pretscope',
    );
    expect(readConfig({ DATABASE_URL: 'sqlite:var/site.sqlite' }, '/srv').databaseUrl).toBe('/srv/var/site.sqlite');
    expect(readConfig({ SITE_URL: 'https://www.pretscope.lu/', PORT: '8080' }, '/srv')).toMatchObject({
      siteUrl: 'https://www.pretscope.lu',
      port: 8080,
    });
  });

  it('stops with every wrong variable named', () => {
    expect(() => readConfig({ PORT: 'huit', ADMIN_PASSWORD: 'court', SITE_URL: 'ftp://x' }, '/srv')).toThrow(ConfigError);
    try {
      readConfig({ PORT: 'huit', ADMIN_PASSWORD: 'court', SITE_URL: 'ftp://x' }, '/srv');
    } catch (error) {
      expect((error as Error).message).toBe(
        'Configuration invalide :\n  PORT doit être un nombre entier\n  SITE_URL doit commencer par http:// ou https://\n  ADMIN_PASSWORD doit compter au moins 12 caractères',
      );
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('ADMIN_PASSWORD');
      expect((error as Error).message).toContain('SITE_URL');
    }
  });

  it('reads CORS origins as a list and refuses anything but origins', () => {
    expect(readConfig({ CORS_ORIGINS: 'https://partenaire.example, http://localhost:5173' }, '/srv').corsOrigins).toEqual([
      'https://partenaire.example',
      'http://localhost:5173',
    ]);
    expect(readConfig({}, '/srv').corsOrigins).toEqual([]);
    expect(() => readConfig({ CORS_ORIGINS: '*' }, '/srv')).toThrow(/CORS_ORIGINS/);
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(readConfig({}, '/srv').trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }, '/srv').trustProxy).toBe(true);
    expect(() => readConfig({ TRUST_PROXY: 'oui' }, '/srv')).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', PORT: '' }, '/srv')).toMatchObject({ port: 3000, databaseUrl: '/srv/data/pretscope.sqlite' });
  });

  it('reads LOG_LEVEL, info by default, and names the levels it accepts', () => {
    expect(readConfig({}, '/srv').logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'warn' }, '/srv').logLevel).toBe('warn');
    expect(configMessage({ LOG_LEVEL: 'bavard' })).toBe(
      'Configuration invalide :\n  LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace ou silent',
    );
  });

  it('sets up the Google Sheets export only with the spreadsheet, the account and its key together', () => {
    expect(readConfig({}, '/srv').googleSheets).toBeUndefined();
    expect(readConfig(sheets, '/srv').googleSheets).toEqual({
      spreadsheetId: sheets.GOOGLE_SHEETS_SPREADSHEET_ID,
      clientEmail: sheets.GOOGLE_SHEETS_CLIENT_EMAIL,
      privateKey: serviceAccountKey,
      apiUrl: undefined,
      tokenUrl: undefined,
    });
    expect(configMessage({ GOOGLE_SHEETS_SPREADSHEET_ID: sheets.GOOGLE_SHEETS_SPREADSHEET_ID })).toBe(
      'Configuration invalide :\n' +
        '  GOOGLE_SHEETS_CLIENT_EMAIL manque : l’export Google Sheets demande GOOGLE_SHEETS_SPREADSHEET_ID, GOOGLE_SHEETS_CLIENT_EMAIL et GOOGLE_SHEETS_PRIVATE_KEY ensemble\n' +
        '  GOOGLE_SHEETS_PRIVATE_KEY manque : l’export Google Sheets demande GOOGLE_SHEETS_SPREADSHEET_ID, GOOGLE_SHEETS_CLIENT_EMAIL et GOOGLE_SHEETS_PRIVATE_KEY ensemble',
    );
  });

  it('reads a key given on one line with \\n, and points the export at other endpoints for tests', () => {
    const config = readConfig(
      {
        ...sheets,
        GOOGLE_SHEETS_PRIVATE_KEY: serviceAccountKey.replaceAll('\n', '\\n'),
        GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:9100',
        GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9100/token',
      },
      '/srv',
    );
    expect(config.googleSheets).toMatchObject({
      privateKey: serviceAccountKey,
      apiUrl: 'http://127.0.0.1:9100',
      tokenUrl: 'http://127.0.0.1:9100/token',
    });
  });

  it('refuses a key that is not a private RSA key, an address that is not one, and an id that is not a spreadsheet’s', () => {
    const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(configMessage({ ...sheets, GOOGLE_SHEETS_PRIVATE_KEY: publicKey })).toContain(
      'GOOGLE_SHEETS_PRIVATE_KEY doit être la clé privée RSA du compte de service, au format PEM',
    );
    expect(configMessage({ ...sheets, GOOGLE_SHEETS_PRIVATE_KEY: 'secret' })).toContain(
      'GOOGLE_SHEETS_PRIVATE_KEY doit être la clé privée RSA',
    );
    expect(configMessage({ ...sheets, GOOGLE_SHEETS_CLIENT_EMAIL: 'export' })).toContain(
      'GOOGLE_SHEETS_CLIENT_EMAIL doit être l’adresse e-mail du compte de service',
    );
    expect(configMessage({ ...sheets, GOOGLE_SHEETS_SPREADSHEET_ID: 'https://docs.google.com/x' })).toContain(
      'GOOGLE_SHEETS_SPREADSHEET_ID doit être l’identifiant du classeur',
    );
    expect(configMessage({ ...sheets, GOOGLE_OAUTH_TOKEN_URL: 'ftp://x' })).toContain(
      'GOOGLE_OAUTH_TOKEN_URL doit commencer par http:// ou https://',
    );
  });
  it('writes e-mails to data/outbox without SMTP_URL, from our domain, and notifies the admin’s address by default', () => {
    expect(readConfig({}, '/srv')).toMatchObject({
      smtpUrl: undefined,
      outboxDir: '/srv/data/outbox',
      mailFrom: 'Prêtscope <ne-pas-repondre@pretscope.example>',
      teamEmail: 'admin@pretscope.example',
    });
    expect(readConfig({ SITE_URL: 'https://www.pretscope.lu', ADMIN_EMAIL: 'chef@pretscope.lu' }, '/srv')).toMatchObject({
      mailFrom: 'Prêtscope <ne-pas-repondre@pretscope.lu>',
      teamEmail: 'chef@pretscope.lu',
    });
    expect(readConfig({ SITE_URL: 'http://127.0.0.1:3000' }, '/srv').mailFrom).toBe('Prêtscope <ne-pas-repondre@pretscope.example>');
    expect(
      readConfig(
        {
          SMTP_URL: 'smtps://user:pass@mail.example.lu:465',
          MAIL_FROM: 'Prêtscope <bonjour@pretscope.lu>',
          TEAM_EMAIL: 'equipe@pretscope.lu',
        },
        '/srv',
      ),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.lu:465',
      mailFrom: 'Prêtscope <bonjour@pretscope.lu>',
      teamEmail: 'equipe@pretscope.lu',
    });
    expect(readConfig({ MAIL_FROM: 'bonjour@pretscope.lu' }, '/srv').mailFrom).toBe('bonjour@pretscope.lu');
  });

  it('refuses a sender, a team address or an SMTP URL that are not ones, in French', () => {
    expect(configMessage({ MAIL_FROM: 'Prêtscope' })).toBe(
      'Configuration invalide :\n  MAIL_FROM doit être une adresse e-mail, éventuellement précédée d’un nom : Prêtscope <ne-pas-repondre@exemple.lu>',
    );
    expect(configMessage({ TEAM_EMAIL: 'equipe' })).toBe('Configuration invalide :\n  TEAM_EMAIL doit être une adresse e-mail');
    expect(configMessage({ SMTP_URL: 'mail.example.lu:587' })).toBe(
      'Configuration invalide :\n  SMTP_URL doit commencer par smtp:// ou smtps://',
    );
  });

  it('takes the partner’s webhook only with its secret, and a secret long enough', () => {
    const secret = 's'.repeat(32);
    expect(readConfig({ LEAD_WEBHOOK_URL: 'https://partenaire.example/leads', LEAD_WEBHOOK_SECRET: secret }, '/srv')).toMatchObject({
      leadWebhookUrl: 'https://partenaire.example/leads',
      leadWebhookSecret: secret,
    });
    expect(readConfig({}, '/srv')).toMatchObject({ leadWebhookUrl: undefined, leadWebhookSecret: undefined });
    expect(configMessage({ LEAD_WEBHOOK_URL: 'https://partenaire.example/leads' })).toBe(
      'Configuration invalide :\n  LEAD_WEBHOOK_SECRET manque : les envois au partenaire (LEAD_WEBHOOK_URL) sont signés avec ce secret partagé',
    );
    expect(configMessage({ LEAD_WEBHOOK_SECRET: secret })).toBe(
      'Configuration invalide :\n  LEAD_WEBHOOK_URL manque : LEAD_WEBHOOK_SECRET ne sert qu’avec l’adresse du partenaire',
    );
    expect(configMessage({ LEAD_WEBHOOK_URL: 'https://partenaire.example/leads', LEAD_WEBHOOK_SECRET: 'court' })).toBe(
      'Configuration invalide :\n  LEAD_WEBHOOK_SECRET doit compter au moins 32 caractères',
    );
  });
});

describe('readConfig: retention of personal data', () => {
  it('keeps each kind of personal data for the register’s defaults', () => {
    expect(readConfig({}, '/srv').retention).toEqual({
      leadMonths: 24,
      ebookLeadMonths: 12,
      unconfirmedReminderDays: 7,
      endedReminderDays: 30,
      loggedErrorIpDays: 30,
      loggedErrorMonths: 12,
      clickIpDays: 30,
      outboxDays: 30,
      changeHistoryMonths: 24,
    });
  });

  it('takes each figure from its RETENTION_ variable', () => {
    const retention = readConfig(
      {
        RETENTION_LEAD_MONTHS: '36',
        RETENTION_EBOOK_LEAD_MONTHS: '6',
        RETENTION_UNCONFIRMED_REMINDER_DAYS: '10',
        RETENTION_ENDED_REMINDER_DAYS: '1',
        RETENTION_LOGGED_ERROR_IP_DAYS: '7',
        RETENTION_LOGGED_ERROR_MONTHS: '3',
        RETENTION_CLICK_IP_DAYS: '2',
        RETENTION_OUTBOX_DAYS: ' 90 ',
        RETENTION_CHANGE_HISTORY_MONTHS: '12',
      },
      '/srv',
    ).retention;
    expect(retention).toEqual({
      leadMonths: 36,
      ebookLeadMonths: 6,
      unconfirmedReminderDays: 10,
      endedReminderDays: 1,
      loggedErrorIpDays: 7,
      loggedErrorMonths: 3,
      clickIpDays: 2,
      outboxDays: 90,
      changeHistoryMonths: 12,
    });
  });

  it('refuses what is not a whole number of days or months, in French, naming the variable', () => {
    expect(
      configMessage({
        RETENTION_LEAD_MONTHS: 'deux ans',
        RETENTION_OUTBOX_DAYS: '0',
        RETENTION_CLICK_IP_DAYS: '2,5',
        RETENTION_LOGGED_ERROR_MONTHS: '500',
      }),
    ).toBe(
      'Configuration invalide :\n' +
        '  RETENTION_LEAD_MONTHS doit être un nombre entier de mois\n' +
        '  RETENTION_LOGGED_ERROR_MONTHS doit valoir au plus 120 mois (10 ans)\n' +
        '  RETENTION_CLICK_IP_DAYS doit être un nombre entier de jours\n' +
        '  RETENTION_OUTBOX_DAYS doit valoir au moins 1',
    );
  });

  it('keeps an unconfirmed alert at least as long as its confirmation link works', () => {
    expect(configMessage({ RETENTION_UNCONFIRMED_REMINDER_DAYS: '3' })).toBe(
      'Configuration invalide :\n  RETENTION_UNCONFIRMED_REMINDER_DAYS doit valoir au moins 7 : le lien de confirmation d’une alerte de taux reste valable 7 jours',
    );
  });
});

describe('readConfig: the outbox’s first retry (OUTBOX_RETRY_SECONDS)', () => {
  it('waits 30 s by default, the core’s policy, and takes a whole number of seconds', () => {
    expect(messagingTimingFor(readConfig({}, '/srv'))).toEqual(DEFAULT_MESSAGING_TIMING);
    const timing = messagingTimingFor(readConfig({ OUTBOX_RETRY_SECONDS: ' 2 ' }, '/srv'));
    expect(timing.retry).toEqual({ ...DEFAULT_MESSAGING_TIMING.retry, baseMs: 2_000 });
    expect(timing.smtpTimeoutMs).toBe(DEFAULT_MESSAGING_TIMING.smtpTimeoutMs);
  });

  it('refuses anything but 1 to 3600 seconds', () => {
    expect(configMessage({ OUTBOX_RETRY_SECONDS: '0' })).toBe(
      'Configuration invalide :\n  OUTBOX_RETRY_SECONDS doit valoir au moins 1 seconde',
    );
    expect(configMessage({ OUTBOX_RETRY_SECONDS: '1,5' })).toBe(
      'Configuration invalide :\n  OUTBOX_RETRY_SECONDS doit être un nombre entier de secondes',
    );
    expect(configMessage({ OUTBOX_RETRY_SECONDS: '7200' })).toBe(
      'Configuration invalide :\n  OUTBOX_RETRY_SECONDS doit valoir au plus 3600 secondes (1 h)',
    );
  });
});

describe('readConfig: the mail server’s timeout (SMTP_TIMEOUT_SECONDS)', () => {
  it('gives the mail server 20 s by default and takes a whole number of seconds', () => {
    expect(readConfig({}, '/srv').smtpTimeoutSeconds).toBe(20);
    expect(messagingTimingFor(readConfig({}, '/srv')).smtpTimeoutMs).toBe(20_000);
    const timing = messagingTimingFor(readConfig({ SMTP_TIMEOUT_SECONDS: ' 5 ' }, '/srv'));
    expect(timing.smtpTimeoutMs).toBe(5_000);
    expect(timing.retry).toEqual(DEFAULT_MESSAGING_TIMING.retry);
  });

  it('refuses anything but 1 to 120 seconds, below the lease that keeps a send from being claimed twice', () => {
    expect(configMessage({ SMTP_TIMEOUT_SECONDS: '0' })).toBe(
      'Configuration invalide :\n  SMTP_TIMEOUT_SECONDS doit valoir au moins 1 seconde',
    );
    expect(configMessage({ SMTP_TIMEOUT_SECONDS: 'vingt' })).toBe(
      'Configuration invalide :\n  SMTP_TIMEOUT_SECONDS doit être un nombre entier de secondes',
    );
    expect(configMessage({ SMTP_TIMEOUT_SECONDS: '121' })).toBe(
      'Configuration invalide :\n  SMTP_TIMEOUT_SECONDS doit valoir au plus 120 secondes (le délai de réservation d’un envoi est de 120 s)',
    );
    expect(DEFAULT_MESSAGING_TIMING.leaseMs).toBeGreaterThanOrEqual(120_000);
  });
});
