import { createContainer, readConfig } from '@pretscope/compose';
import type { ApiType } from '@pretscope/core';
import { createThrowawayPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/pretscope.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-cli-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
    timeout: 120_000,
  });

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
    // Two CLI processes one after the other, each opening the database: 33 s at load 13 on 2 cores.
  }, 120_000);

  it('refuses a wrong setting with a French message and exit code 2', () => {
    const result = spawnSync(process.execPath, [bin, 'migrate'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'huit' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT doit être un nombre entier');
  });
});

/** The API type of each table the seed reports, to count its rows through the resource store. */
const TYPE_OF_TABLE: Readonly<Record<string, ApiType>> = {
  categories: 'categories',
  advertisers: 'announcers',
  products: 'products',
  loans: 'loans',
  loanstats: 'loanstats',
  authors: 'authors',
  rubriques: 'rubriques',
  articles: 'articles',
  legal_pages: 'legalpages',
  users: 'users',
};

/** The figures of « Données de démonstration créées : categories 6, …, loans 153 360, … » (French digit groups). */
function seededCounts(stdout: string): Record<string, number> {
  const line = /Données de démonstration créées : (.+)\./.exec(stdout)?.[1] ?? '';
  return Object.fromEntries(
    line.split(', ').map((part) => {
      const [table = '', ...figure] = part.split(' ');
      return [table, Number(figure.join('').replace(/\D/g, ''))];
    }),
  );
}

// What an operator does on a new server: migrate, then seed, each a real process, on SQLite and on PostgreSQL.
describe.each([
  { dialect: 'SQLite', skip: false },
  { dialect: 'PostgreSQL', skip: !PG_TEST_URL },
])('pretscope migrate then seed on a fresh $dialect database', ({ dialect, skip }) => {
  const folder = mkdtempSync(join(tmpdir(), 'pretscope-cli-fresh-'));
  let environment: Record<string, string> = { DATA_DIR: folder, DATABASE_URL: '', ADMIN_PASSWORD: '' };
  let dropDatabase = async () => {};
  const runHere = (command: string) =>
    spawnSync(process.execPath, [bin, command], { encoding: 'utf8', env: { ...process.env, ...environment }, timeout: 120_000 });
  /** Rows of each reported table, read in-process as the server would, not through the CLI. */
  const countRows = async (tables: string[]) => {
    const container = await createContainer(readConfig(environment));
    try {
      const { resources } = container.requestScope().stores;
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const type = TYPE_OF_TABLE[table];
        if (!type) continue;
        const counted = await resources.count({ type, filter: {}, sort: [], page: { offset: 0, limit: 1 }, include: [] });
        if (!counted.ok) throw new Error(`${table}: ${counted.error.type}`);
        counts[table] = counted.value;
      }
      return counts;
    } finally {
      await container.dispose();
    }
  };

  beforeAll(async () => {
    if (skip) return;
    if (dialect === 'PostgreSQL') {
      const database = await createThrowawayPostgres('pretscope_cli');
      environment = { ...environment, DATABASE_URL: database.url };
      dropDatabase = database.drop;
    }
  }, 60_000);
  afterAll(async () => {
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
  });

  it.skipIf(skip)('migrate creates the tables and fills none; seed then fills them with the demo data', async () => {
    const migrated = runHere('migrate');
    expect(migrated.status, migrated.stderr).toBe(0);
    const applied = /^(SQLite|PostgreSQL) .+ : (\d+) migration\(s\) appliquée\(s\) :$/m.exec(migrated.stdout);
    expect(applied?.[1], migrated.stdout).toBe(dialect);
    // Every migration listed under the count, by name, oldest first; none left for seed to apply.
    const names = migrated.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    expect(names).toHaveLength(Number(applied?.[2]));
    expect(names[0]).toBe('migration-20261122100308-initial');
    expect(names).toEqual([...names].sort());
    expect(await countRows(Object.keys(TYPE_OF_TABLE))).toEqual(Object.fromEntries(Object.keys(TYPE_OF_TABLE).map((table) => [table, 0])));

    const seeded = runHere('seed');
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toMatch(new RegExp(`^Base de données : ${dialect} `));
    expect(seeded.stdout).not.toContain('migration(s) appliquée(s)');
    expect(seeded.stdout).toMatch(/Compte administrateur créé\. Mot de passe \(affiché une seule fois\) : \S{16,}/);
    const reported = seededCounts(seeded.stdout);
    // The README's demo data: 6 categories, 29 banks and brokers, 76 products, 13 articles, the 5 legal pages.
    expect(reported).toMatchObject({ categories: 6, advertisers: 29, products: 76, articles: 13, rubriques: 4, legal_pages: 5 });
    expect(reported.loans).toBeGreaterThan(0);
    const { product_categories: _links, ...counted } = reported;
    expect(await countRows(Object.keys(reported))).toEqual(counted);
  });
});
