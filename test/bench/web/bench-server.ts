/**
 * Our real server for the web benches: `startServer` of apps/server (what `npm start` runs: API, uploads, the built
 * site with its page cache, React in production mode) over a throwaway SQLite database filled with the demo data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteBuild } from '../../../apps/server/src/web-handler.ts';

export interface BenchServer {
  url: string;
  /** The comparator impressions this server counted and wrote to its database (impressions.bench.ts). */
  countedImpressions(): Promise<number>;
  close(): Promise<void>;
}

export async function startBenchServer(
  environment: Record<string, string> = {},
  { siteBuild }: { siteBuild?: SiteBuild } = {},
): Promise<BenchServer> {
  // As main.ts does for `npm start`, before anything loads React: production builds of React and friends.
  await import('../../../apps/server/src/production-mode.ts');
  const { createContainer, readConfig } = await import('@pretscope/compose');
  const { startServer } = await import('../../../apps/server/src/start-server.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-bench-web-'));
  const config = readConfig(
    { DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@pretscope.example', ADMIN_PASSWORD: 'bench-password-1234', ...environment },
    dataDir,
  );
  const container = await createContainer(config);
  await container.prepare();
  const server = await startServer(container, { port: 0, hostname: '127.0.0.1', ...(siteBuild ? { siteBuild } : {}) });
  return {
    url: server.url,
    async countedImpressions() {
      await container.impressions.flush();
      const [row] = await container.database
        .fork()
        .getConnection()
        .execute<{ total: number | string | null }[]>('select sum(impressions) as total from impressions', [], 'all');
      return Number(row?.total ?? 0);
    },
    async close() {
      await server.close();
      await container.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
