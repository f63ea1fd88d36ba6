import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/pretscope.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-cli-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' }, timeout: 120_000 });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// One sequence on one database: what a newcomer's `npm start` does, then what an operator runs next.
describe('pretscope demo, migrate and compute-stats on a fresh data folder', () => {
  it('creates, migrates and fills the SQLite database, says where, prints the admin password once, and compares', () => {
    const first = run('demo');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Base de données : SQLite ${join(dataDir, 'pretscope.sqlite')}`);
    expect(first.stdout).toMatch(/Données de démonstration créées : categories 6, advertisers \d+, products \d+/);
    expect(first.stdout).toMatch(/Mot de passe \(affiché une seule fois\) : \S{16,}/);
    expect(first.stdout).toMatch(/Prêt hypothécaire de 300 000 € sur 25 ans : \d+ offres/);
    expect(existsSync(join(dataDir, 'pretscope.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'uploads', 'logos'))).toBe(true);
  });

  it('finds the data on the next start and never prints a password again', () => {
    const second = run('demo');
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('Données déjà présentes : rien à créer.');
    expect(second.stdout).not.toContain('Mot de passe');
  });

  it('has nothing left to migrate, and computes the daily statistics', () => {
    expect(run('migrate').stdout).toContain('déjà à jour');
    expect(run('compute-stats').stdout).toMatch(/Statistiques calculées pour \d+ produit\(s\)/);
  });

  it('refuses a wrong setting with a French message and exit code 2', () => {
    const result = spawnSync(process.execPath, [bin, 'migrate'], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, PORT: 'huit' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT doit être un nombre entier');
  });
});
