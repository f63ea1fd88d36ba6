import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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
    const child = spawn(process.execPath, ['--conditions=source', main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ADMIN_PASSWORD: '' },
    });
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

  it('answers the balancer’s checks, finishes a request in flight on SIGTERM while refusing new ones, and logs each request as one JSON line', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=source', main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'info' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const until = async (done: () => boolean, what: string, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(() => output.includes('écoute sur'), 'the server');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect([health.status, await health.json(), health.headers.get('cache-control')]).toEqual([
      200,
      { meta: { status: 'ok' } },
      'no-store',
    ]);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    // A slow client: the request's headers and part of its body now, the rest only after the stop signal.
    const body = JSON.stringify({ email: 'personne@example.org', password: 'pas-le-bon-mot-de-passe' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 12)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await until(() => output.includes('SIGTERM reçu'), 'the signal');
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode, 'the process waits for the request in flight').toBeNull();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`), 'no new connection once stopping').rejects.toThrow();
    socket.write(body.slice(12));
    await until(() => answer.includes('\r\n\r\n{'), 'the answer to the request in flight', 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    socket.destroy();

    const requestId = /x-request-id: (\S+)/i.exec(answer)?.[1];
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: 30,
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        requestId,
        durationMs: expect.any(Number),
      }),
    );
    // The checks are logged at debug only, and nothing of the body (the password) reaches the logs.
    expect(requests.some((line) => line.path === '/api/health')).toBe(false);
    expect(output).not.toContain('pas-le-bon-mot-de-passe');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['listening', 'stopped']));
  });
});
