// First: React's development build (see development-mode.ts); ES modules evaluate in import order.
import './development-mode.ts';
import { getRequestListener } from '@hono/node-server';
import { createContainer, readConfig } from '@pretscope/compose';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { createServerApp } from './create-server-app.ts';
import { devSiteMounter } from './dev-web-handler.ts';

const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * `npm run dev`: the same process as `npm start` (database prepared, API under /api, uploads, images), except that
 * the site comes from apps/web's sources through Vite in middleware mode, with hot module replacement on the same
 * port, instead of from the build. Development only: `npm start` never loads this file or Vite.
 */
async function main() {
  const config = readConfig();
  const container = await createContainer(config);
  const prepared = await container.prepare();
  console.log(`Base de données : ${prepared.description}${prepared.seeded ? ' (créée avec les données de démonstration)' : ''}`);
  if (prepared.generatedAdminPassword) {
    console.log(
      `Compte administrateur ${config.admin.email} créé. Mot de passe (affiché une seule fois) : ${prepared.generatedAdminPassword}`,
    );
  }

  const httpServer = createServer();
  const vite = await createViteServer({
    root: WEB_DIR,
    configFile: join(WEB_DIR, 'vite.config.ts'),
    appType: 'custom',
    // Hot updates over this very server and port (no second port to open or forward).
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const logger = {
    error: (details: Record<string, unknown>, message: string) =>
      console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...details })),
  };
  const app = await createServerApp(container, { logger, mountSite: devSiteMounter(vite) });
  const honoListener = getRequestListener(app.fetch);
  // Vite answers its own requests (source modules, /@vite/client, /@fs/…); everything else goes to Hono.
  httpServer.on('request', (request, response) => vite.middlewares(request, response, () => void honoListener(request, response)));
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, () => resolve());
  });
  const url = `http://localhost:${config.port}`;
  console.log(`Prêtscope (développement, rechargement à chaud) écoute sur ${url} — API : ${url}/api, référence : ${url}/api/docs`);
  // As under `npm start`: the outbox's e-mails (data/outbox without SMTP_URL) and webhooks go out as they come.
  container.startDeliveryWorker({ onError: (error) => console.error('Envoi des e-mails en échec :', error) });
  console.log(`E-mails : ${container.messaging.description}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} reçu : arrêt.`);
    await vite.close();
    // The browsers' hot-update sockets and keep-alive connections would hold the server open.
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
    await container.dispose();
    process.exit(0);
  };
  // Vite's inner servers (React Router's child compiler) exit the process on SIGTERM as soon as they are closed,
  // with code 143 and before the database is closed: this entry stops everything itself, in order.
  process.removeAllListeners('SIGTERM');
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
