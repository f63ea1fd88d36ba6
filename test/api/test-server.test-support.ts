import { createContainer, readConfig, type Container } from '@pretscope/compose';
import type { Clock } from '@pretscope/core';
import { createThrowawayPostgres } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../apps/server/src/start-server.ts';

export const ADMIN = { email: 'admin@pretscope.example', password: 'admin-password-for-tests' };
export const EDITOR = { email: 'redacteur@pretscope.example', password: 'editor-password-for-tests' };

export interface TestServer {
  url: string;
  api: (path: string, init?: RequestInit & { token?: string | null; json?: unknown }) => Promise<Response>;
  adminToken: string;
  editorToken: string;
  container: Container;
  dataDir: string;
  /** The secret tokens are signed with (kept in data/jwt-secret), for forging tests. */
  jwtSecret: string;
  close(): Promise<void>;
}

/**
 * The real server (same code as `npm start`) on a port of its own, over a throwaway database filled with the demo
 * data: SQLite in a temporary folder, or a fresh PostgreSQL database on PG_TEST_URL.
 */
export async function startTestServer(
  dialect: 'sqlite' | 'postgresql' = 'sqlite',
  environment: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-api-'));
  const postgres = dialect === 'postgresql' ? await createThrowawayPostgres('pretscope_api') : undefined;
  const config = readConfig(
    {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...environment,
    },
    dataDir,
  );
  const container = await createContainer(config, options.clock ? { clock: options.clock } : {});
  await container.prepare();
  const server = await startServer(container, { port: 0, hostname: '127.0.0.1' });
  const api: TestServer['api'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/vnd.api+json');
    }
    return fetch(`${server.url}/api${path}`, { ...init, headers, body });
  };
  const login = async (credentials: { email: string; password: string }) => {
    const answer = await api('/auth/login', { method: 'POST', json: credentials });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { token: string }).token;
  };
  const adminToken = await login(ADMIN);
  const created = await api('/users', {
    method: 'POST',
    token: adminToken,
    json: {
      data: {
        type: 'users',
        attributes: { email: EDITOR.email, firstName: 'Rédaction', lastName: 'Test', roles: ['editor'], password: EDITOR.password },
      },
    },
  });
  if (created.status !== 201) throw new Error(`editor creation failed: ${created.status} ${await created.text()}`);
  const editorToken = await login(EDITOR);
  return {
    url: server.url,
    api,
    adminToken,
    editorToken,
    container,
    dataDir,
    jwtSecret: readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim(),
    async close() {
      await server.close();
      await container.dispose();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
