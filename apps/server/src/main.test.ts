import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the server process (npm start)', () => {
  it('prepares the database, serves the API, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ADMIN_PASSWORD: '' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 60_000;
    while (!output.includes('écoute sur') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`Base de données : SQLite ${join(dataDir, 'pretscope.sqlite')} (créée avec les données de démonstration)`);
    expect(output).toMatch(/Mot de passe \(affiché une seule fois\) : \S{16,}/);
    const answer = await fetch(`http://localhost:${port}/api/categories?fields[categories]=slug`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBe(6);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM reçu : arrêt après les requêtes en cours.');
  });
});
