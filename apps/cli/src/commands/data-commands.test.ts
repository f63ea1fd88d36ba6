import { createContainer, readConfig } from '@pretscope/compose';
import { exportColumns, formatNumber } from '@pretscope/core';
import { parse } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandIo } from '../command-io.ts';
import { computeStatsCommand } from './compute-stats.ts';
import { createUserCommand } from './create-user.ts';
import { exportCommand } from './export.ts';
import { importRatesCommand } from './import-rates.ts';
import { seedCommand } from './seed.ts';

const bin = fileURLToPath(new URL('../../bin/pretscope.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-cli-data-'));
const env = { DATA_DIR: dataDir };
const file = (name: string, text: string) => {
  const path = join(dataDir, name);
  writeFileSync(path, text);
  return path;
};

/** The commands' streams in memory; stderr may pretend to be a terminal (progress bars). */
function memoryIo({ input = '', terminal = false }: { input?: string; terminal?: boolean } = {}) {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: terminal, columns: 100 });
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += chunk));
  stderr.on('data', (chunk) => (err += chunk));
  const io: CommandIo = { env, stdin: Readable.from([input]), stdout, stderr };
  return { io, out: () => out, err: () => err };
}

/** Reads the database as the CLI's next run would. */
async function withDatabase<T>(
  work: (stores: ReturnType<Awaited<ReturnType<typeof createContainer>>['requestScope']>['stores']) => Promise<T>,
): Promise<T> {
  const container = await createContainer(readConfig(env));
  try {
    return await work(container.requestScope().stores);
  } finally {
    await container.dispose();
  }
}

async function loansOf(productId: number): Promise<{ rate: number; amount: number; duration: number; createdAt: string }[]> {
  return withDatabase(async ({ resources }) => {
    const page = await resources.list({
      type: 'loans',
      filter: { productId: [String(productId)] },
      sort: [{ field: 'id', direction: 'asc' }],
      page: { offset: 0, limit: 10_000 },
      include: [],
    });
    if (!page.ok) throw new Error(page.error.type);
    return page.value.records.map((r) => ({
      rate: r.attributes.rate as number,
      amount: r.attributes.amount as number,
      duration: r.attributes.duration as number,
      createdAt: (r.attributes.createdAt as Date).toISOString(),
    }));
  });
}

let product: { id: number; slug: string };
let other: { id: number; slug: string };

beforeAll(async () => {
  const container = await createContainer(readConfig({ ...env, ADMIN_PASSWORD: 'mot-de-passe-admin-de-test' }));
  await container.prepare();
  const page = await container.requestScope().stores.resources.list({
    type: 'products',
    filter: {},
    sort: [{ field: 'id', direction: 'asc' }],
    page: { offset: 0, limit: 2 },
    include: [],
  });
  await container.dispose();
  if (!page.ok) throw new Error(page.error.type);
  [product, other] = page.value.records.map((r) => ({ id: r.id, slug: r.attributes.slug as string })) as [typeof product, typeof other];
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('pretscope import-rates', () => {
  it('writes the valid lines and reports the others by line, in French, with exit code 2', async () => {
    const csv = file(
      'taux.csv',
      [
        '\uFEFFProduit;Montant;Durée;Taux;Date',
        `${product.id};250\u202f000;240;7,77;2025-03-31`,
        `${other.slug};10000;48;8,88;01/04/2025`,
        '',
        `${product.id};200000;300;beaucoup;2025-03-31`,
        `produit-qui-n-existe-pas;10000;48;5;2025-03-31`,
        `${product.id};200000;300;3,1;31/02/2025`,
        `;200000;300;3,1;2025-03-31`,
      ].join('\r\n'),
    );
    const { io, err } = memoryIo();
    const result = await importRatesCommand([csv], io);
    expect(result.exitCode).toBe(2);
    expect(result.output).toBe(
      [
        `${csv} : 6 ligne(s) lue(s), 2 valide(s), 4 rejetée(s).`,
        '2 observation(s) de taux importée(s).',
        '',
        'Lignes rejetées :',
        '  ligne 5 : Le taux doit être un nombre. («\u202fbeaucoup\u202f»)',
        '  ligne 6 : Produit inconnu\u00a0: «\u202fproduit-qui-n-existe-pas\u202f».',
        '  ligne 7 : La date doit être une date valide (AAAA-MM-JJ). («\u202f31/02/2025\u202f»)',
        '  ligne 8 : Le produit est obligatoire.',
      ].join('\n'),
    );
    // Not a terminal: no progress bar written anywhere.
    expect(err()).toBe('');
    expect(await loansOf(product.id)).toContainEqual({ rate: 7.77, amount: 250_000, duration: 240, createdAt: '2025-03-31T00:00:00.000Z' });
    expect(await loansOf(other.id)).toContainEqual({ rate: 8.88, amount: 10_000, duration: 48, createdAt: '2025-04-01T00:00:00.000Z' });
  });

  it('reads a comma-separated file with English headers, exits 0 when every line is valid, draws progress on a terminal', async () => {
    const lines = [
      'product,amount,duration,rate,date',
      ...Array.from({ length: 300 }, (_, i) => `${other.slug},15000,60,"6,${String(i).padStart(3, '0')}",2025-05-0${1 + (i % 9)}`),
    ];
    const { io, err } = memoryIo({ terminal: true });
    const result = await importRatesCommand([file('rates.csv', lines.join('\n'))], io);
    expect(result).toMatchObject({ exitCode: 0, output: expect.stringContaining('300 observation(s) de taux importée(s).') });
    expect(err()).toMatch(/Lecture .*100 %/);
    expect(err()).toMatch(/Écriture .*300 \/ 300/);
    expect((await loansOf(other.id)).filter((loan) => loan.amount === 15_000 && loan.duration === 60)).toHaveLength(300);
  });

  it('checks without writing on --dry-run', async () => {
    const before = (await loansOf(product.id)).length;
    const result = await importRatesCommand(
      [file('essai.csv', `product;amount;duration;rate;date\n${product.id};1000;12;9,99;2025-06-01\n`), '--dry-run'],
      memoryIo().io,
    );
    expect(result.output).toContain('Essai à blanc (--dry-run) : rien n’a été écrit.');
    expect((await loansOf(product.id)).length).toBe(before);
  });

  it('refuses an empty file, a header without data, missing columns, a broken CSV, a missing file, in French', async () => {
    const run = (path: string) => importRatesCommand([path], memoryIo().io);
    await expect(run(file('vide.csv', ''))).rejects.toThrow(/vide\.csv ne contient aucune ligne de données/);
    await expect(run(file('entete.csv', 'product;amount;duration;rate;date\n'))).rejects.toThrow(/ne contient aucune ligne de données/);
    await expect(run(file('colonnes.csv', 'produit;taux\n1;3\n'))).rejects.toThrow(
      /colonne\(s\) manquante\(s\) : amount \(ou montant\), duration \(ou durée\), date \(ou createdat\)\./,
    );
    await expect(run(file('casse.csv', `product;amount;duration;rate;date\n${product.id};1000;12;"3,5;2025-01-01\n`))).rejects.toThrow(
      /n’est pas un CSV valide \(ligne \d+\) : un guillemet ouvert n’est jamais fermé\./,
    );
    await expect(run(join(dataDir, 'absent.csv'))).rejects.toThrow(`Fichier introuvable : ${join(dataDir, 'absent.csv')}`);
    await expect(run(dataDir)).rejects.toThrow(`${dataDir} n’est pas un fichier.`);
    await expect(importRatesCommand([], memoryIo().io)).rejects.toThrow('Indiquez le fichier CSV à importer.');
  });
});

describe('pretscope export', () => {
  it('writes every row of a type as the API’s CSV to a file', async () => {
    const out = join(dataDir, 'annonceurs.csv');
    const result = await exportCommand(['announcers', '--out', out], memoryIo().io);
    const rows = parse(readFileSync(out, 'utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(exportColumns('announcers'));
    const count = await withDatabase(async ({ resources }) => {
      const counted = await resources.count({ type: 'announcers', filter: {}, sort: [], page: { offset: 0, limit: 1 }, include: [] });
      return counted.ok ? counted.value : -1;
    });
    expect(rows.length - 1).toBe(count);
    expect(result).toEqual({ exitCode: 0, output: `${count} ligne(s) de announcers exportée(s) en CSV dans ${out}.` });
  });

  it('streams JSON to stdout with the summary on stderr, page after page, with a bar on a terminal', async () => {
    const { io, out, err } = memoryIo({ terminal: true });
    const result = await exportCommand(['loans', '--format', 'json'], io);
    expect(result).toEqual({ exitCode: 0, output: '' });
    const rows = JSON.parse(out()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(1_000);
    expect(Object.keys(rows[0] ?? {})).toEqual(exportColumns('loans'));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(err()).toMatch(/Export loans .*100 %/);
    expect(err()).toContain(`${formatNumber(rows.length, 0)} ligne(s) de loans exportée(s) en JSON.`);
  });

  it('exports users without any password or hash', async () => {
    const { io, out } = memoryIo();
    await exportCommand(['users'], io);
    expect(out()).not.toMatch(/argon2|password/i);
    expect(out()).toContain('admin@pretscope.example');
  });

  it('refuses an unknown type, format or folder', async () => {
    await expect(exportCommand(['dragons'], memoryIo().io)).rejects.toThrow(
      /Type inconnu : dragons\. Types : categories, announcers, products/,
    );
    await expect(exportCommand(['products', '--format', 'xml'], memoryIo().io)).rejects.toThrow(
      '--format attend csv ou json, pas « xml ».',
    );
    await expect(exportCommand(['products', '--out', join(dataDir, 'nulle-part', 'x.csv')], memoryIo().io)).rejects.toThrow(
      /Dossier introuvable/,
    );
  });
});

describe('pretscope create-user', () => {
  it('creates an account whose password is stored as an argon2id hash that verifies', async () => {
    const output = await createUserCommand(
      ['--email', ' Lea.Weber@Example.org ', '--first-name', 'Léa', '--last-name', 'Weber', '--role', 'editor', '--password-stdin'],
      memoryIo({ input: 'une phrase de passe assez longue\n' }).io,
    );
    expect(output).toMatch(/^Compte créé : Léa Weber <lea\.weber@example\.org>, éditeur \(id \d+\)\.$/);
    const credentials = await withDatabase(({ credentials }) => credentials.findByEmail('lea.weber@example.org'));
    expect(credentials).toMatchObject({ roles: ['editor'], passwordHash: expect.stringMatching(/^\$argon2id\$/) });
  });

  it('refuses a taken address, a short password, an unknown role or missing options, in French', async () => {
    const create = (args: string[], input = 'une phrase de passe assez longue\n') => createUserCommand(args, memoryIo({ input }).io);
    const lea = ['--email', 'lea.weber@example.org', '--first-name', 'Léa', '--last-name', 'Weber', '--password-stdin'];
    await expect(create([...lea, '--role', 'admin'])).rejects.toThrow('Un compte existe déjà avec l’adresse lea.weber@example.org.');
    await expect(
      create(
        ['--email', 'marc@example.org', '--first-name', 'Marc', '--last-name', 'Muller', '--role', 'admin', '--password-stdin'],
        'court\n',
      ),
    ).rejects.toThrow('Le mot de passe doit contenir au moins 12 caractères.');
    await expect(create([...lea, '--role', 'owner'])).rejects.toThrow('--role attend admin ou editor, pas « owner ».');
    await expect(create(['--email', 'x@example.org'])).rejects.toThrow('Option(s) manquante(s) : --first-name, --last-name, --role.');
  });
});

describe('progress of the long jobs', () => {
  it('compute-stats draws its progress per product on a terminal, and nothing elsewhere', async () => {
    const terminal = memoryIo({ terminal: true });
    expect(await computeStatsCommand([], terminal.io)).toMatch(/^Statistiques calculées pour \d+ produit\(s\)/);
    expect(terminal.err()).toMatch(/Produits .*100 %/);
    const pipe = memoryIo();
    await computeStatsCommand([], pipe.io);
    expect(pipe.err()).toBe('');
  });

  it('seed --scale draws its progress on a terminal', async () => {
    const { io, err } = memoryIo({ terminal: true });
    expect(await seedCommand(['--scale', '3000', '--products', '3'], io)).toContain(
      `Charge ajoutée : 3 produits, ${(3000).toLocaleString('fr-FR')} observations`,
    );
    expect(err()).toContain(`100 % · ${formatNumber(3000, 0)} / ${formatNumber(3000, 0)}`);
    expect(err()).toContain('Observations [');
  });
});

describe('the data commands as a real process', () => {
  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, [bin, ...args], {
      encoding: 'utf8',
      input,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 120_000,
      maxBuffer: 256 * 1024 * 1024,
    });

  it('exits 2 with a French message and no stack trace for a missing file', () => {
    const result = run(['import-rates', join(dataDir, 'manquant.csv')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`Fichier introuvable : ${join(dataDir, 'manquant.csv')}`);
    expect(result.stderr).toContain('Usage : pretscope import-rates');
    expect(result.stderr).not.toMatch(/\s+at\s/);
  });

  it('imports with a report on stdout and exit 2 when a line is rejected, then exports as JSON to a pipe', async () => {
    const imported = run([
      'import-rates',
      file(
        'process.csv',
        `product,amount,duration,rate,date\n${product.id},123456,180,4.44,2025-07-01\n${product.id},123456,180,abc,2025-07-01\n`,
      ),
    ]);
    expect(imported.status, imported.stderr).toBe(2);
    expect(imported.stdout).toContain('1 observation(s) de taux importée(s).');
    expect(imported.stdout).toContain('  ligne 3 : Le taux doit être un nombre. («\u202fabc\u202f»)');
    expect(imported.stderr).toBe('');
    expect(await loansOf(product.id)).toContainEqual({ amount: 123_456, duration: 180, rate: 4.44, createdAt: '2025-07-01T00:00:00.000Z' });
    const exported = run(['export', 'categories', '--format', 'json']);
    expect(exported.status, exported.stderr).toBe(0);
    const rows = JSON.parse(exported.stdout) as { slug: string }[];
    expect(rows.map((row) => row.slug)).toContain('pret-hypothecaire');
    expect(exported.stderr).toBe('6 ligne(s) de categories exportée(s) en JSON.\n');
  });

  it('creates a user with the password on stdin', () => {
    const result = run(
      [
        'create-user',
        '--email',
        'nina@example.org',
        '--first-name',
        'Nina',
        '--last-name',
        'Schmit',
        '--role',
        'admin',
        '--password-stdin',
      ],
      'mot de passe de Nina 2025\n',
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Compte créé : Nina Schmit <nina@example\.org>, administrateur \(id \d+\)\.\n$/);
  });
});
