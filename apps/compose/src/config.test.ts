import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

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
    expect(readConfig({ DATABASE_URL: 'postgres://app:secret@db:5432/pretscope' }, '/srv').databaseUrl).toBe('postgres://app:secret@db:5432/pretscope');
    expect(readConfig({ DATABASE_URL: 'sqlite:var/site.sqlite' }, '/srv').databaseUrl).toBe('/srv/var/site.sqlite');
    expect(readConfig({ SITE_URL: 'https://www.pretscope.lu/', PORT: '8080' }, '/srv')).toMatchObject({ siteUrl: 'https://www.pretscope.lu', port: 8080 });
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
    expect(readConfig({ CORS_ORIGINS: 'https://partenaire.example, http://localhost:5173' }, '/srv').corsOrigins).toEqual(['https://partenaire.example', 'http://localhost:5173']);
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
});
